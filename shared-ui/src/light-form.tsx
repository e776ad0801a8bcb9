/**
 * The antd kit, light form part: a vertical form of text and password fields without antd's
 * form engine, for a form that validates nothing in the browser and only sends what was typed
 * (the login). Each part renders antd's own markup and classes (Form, Form.Item, Input,
 * Input.Password), so antd's stylesheet draws it exactly as antd's; a test compares the HTML.
 * antd's Form brings the form engine with its validator, the grid and the tooltip, and its
 * inputs the rest of the form context, which the login does not need (docs/benchmarks.md). A form with
 * rules uses ./forms and ./inputs.
 */
import { useContext, useEffect, useRef, useState, type FormHTMLAttributes, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import EyeInvisibleOutlined from '@ant-design/icons/es/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import { ConfigContext } from 'antd/es/config-provider';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useFormStyle from 'antd/es/form/style';
import { useColStyle, useRowStyle } from 'antd/es/grid/style';
import useInputStyle, { useSharedStyle } from 'antd/es/input/style';
import useLocale from 'antd/es/locale/useLocale';
import { classNames } from './class-names';

/** antd's form prefix and the classes antd's Form and Form.Item put on their root (cssVar key, root class). */
function useFormClasses() {
  const prefixCls = useContext(ConfigContext).getPrefixCls('form');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useFormStyle(prefixCls, rootCls);
  return { prefixCls, rootClasses: classNames(cssVarCls, rootCls, hashId) };
}

/** A vertical form with antd's classes and no required marks; the caller handles submit. */
export function LightForm({ className, ...rest }: FormHTMLAttributes<HTMLFormElement>) {
  const { prefixCls, rootClasses } = useFormClasses();
  return <form {...rest} className={classNames(prefixCls, `${prefixCls}-vertical`, `${prefixCls}-hide-required-mark`, rootClasses, className)} />;
}

export interface LightFormItemProps {
  label: string;
  /** The id of the field, which the label names. */
  htmlFor: string;
  children: ReactNode;
}

/** One labelled field of a LightForm, as antd's vertical Form.Item draws it. */
export function LightFormItem({ label, htmlFor, children }: LightFormItemProps) {
  const { prefixCls, rootClasses } = useFormClasses();
  const { getPrefixCls } = useContext(ConfigContext);
  const rowCls = getPrefixCls('row');
  const colCls = getPrefixCls('col');
  const [rowHashId, rowCssVarCls] = useRowStyle(rowCls);
  const [colHashId, colCssVarCls] = useColStyle(colCls);
  const itemCls = `${prefixCls}-item`;
  const colClasses = (part: string) => classNames(colCls, `${itemCls}-${part}`, colHashId, colCssVarCls);
  return (
    <div className={classNames(itemCls, rootClasses, `${itemCls}-vertical`)}>
      <div className={classNames(rowCls, `${itemCls}-row`, rowHashId, rowCssVarCls)}>
        <div className={colClasses('label')}>
          <label htmlFor={htmlFor} className={`${itemCls}-required-mark-hidden`} title={label}>
            {label}
          </label>
        </div>
        <div className={colClasses('control')}>
          <div className={`${itemCls}-control-input`}>
            <div className={`${itemCls}-control-input-content`}>{children}</div>
          </div>
        </div>
      </div>
    </div>
  );
}

export type LightInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'value'> & { value: string };

/** antd's input prefix and the classes antd's Input puts on its root (cssVar key, root class). */
function useInputClasses() {
  const prefixCls = useContext(ConfigContext).getPrefixCls('input');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useSharedStyle(prefixCls);
  useInputStyle(prefixCls, rootCls);
  return { prefixCls, rootClasses: classNames(cssVarCls, rootCls, hashId) };
}

/** A text field as antd's Input draws it (outlined), always controlled. */
export function LightInput({ type = 'text', value, ...rest }: LightInputProps) {
  const { prefixCls, rootClasses } = useInputClasses();
  return <input {...rest} className={classNames(prefixCls, `${prefixCls}-outlined`, rootClasses)} type={type} value={value} />;
}

/**
 * A password field as antd's Input.Password draws it: the eye button after the field shows or
 * hides the password (by click, Enter or Space, keeping the focus in the field), and the typed
 * password never stays in the input's value attribute, as antd's does.
 */
export function LightPasswordInput({ value, ...rest }: Omit<LightInputProps, 'type'>) {
  const { prefixCls, rootClasses } = useInputClasses();
  const [locale] = useLocale('global');
  const [visible, setVisible] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // React writes the value attribute again after the change event's own render, so the
  // removal waits for the next task, as antd's does.
  useEffect(() => {
    const timer = setTimeout(() => {
      const element = input.current;
      if (element?.type === 'password' && element.hasAttribute('value')) element.removeAttribute('value');
    });
    return () => clearTimeout(timer);
  }, [value, visible]);

  const toggleOnKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (!event.repeat) setVisible((shown) => !shown);
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click on the frame around the field focuses the field, as antd's does; a keyboard reaches the field itself
    <span
      className={classNames(`${prefixCls}-affix-wrapper`, `${prefixCls}-outlined`, `${prefixCls}-password`, rootClasses)}
      onClick={(event) => {
        if (event.target !== input.current) input.current?.focus();
      }}
    >
      <input {...rest} ref={input} type={visible ? 'text' : 'password'} className={prefixCls} value={value} />
      <span className={`${prefixCls}-suffix`}>
        <span
          role="button"
          tabIndex={0}
          className={`${prefixCls}-password-icon`}
          aria-disabled={false}
          aria-pressed={visible}
          aria-label={visible ? locale.hide : locale.show}
          onMouseDown={(event) => event.preventDefault()}
          onMouseUp={(event) => event.preventDefault()}
          onKeyDown={toggleOnKey}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </span>
      </span>
    </span>
  );
}
