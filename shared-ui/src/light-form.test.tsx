/**
 * The light form must draw exactly as antd's Form with Input and Input.Password (antd's
 * stylesheet styles it by its markup and classes), and its password field must behave as
 * antd's: the eye button shows and hides the password and the password stays out of the DOM's
 * attributes.
 */
import { useState, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import AntdForm from 'antd/es/form';
import AntdInput from 'antd/es/input';
import ConfigProvider from 'antd/es/config-provider';
import daDK from 'antd/es/locale/da_DK';
import { SITE_THEME_CLASSES } from '@usb/schema/domain';
import { LightForm, LightFormItem, LightInput, LightPasswordInput } from './light-form';

const site = (node: ReactElement) => (
  <ConfigProvider theme={SITE_THEME_CLASSES} locale={daDK}>
    {node}
  </ConfigProvider>
);
const html = (node: ReactElement): string => renderToStaticMarkup(site(node));

function antdLogin(values: { identifier?: string; password?: string }) {
  return (
    <AntdForm name="login" layout="vertical" requiredMark={false} initialValues={values}>
      <AntdForm.Item label="Brugernavn" name="identifier">
        <AntdInput autoComplete="username" autoFocus />
      </AntdForm.Item>
      <AntdForm.Item label="Adgangskode" name="password">
        <AntdInput.Password autoComplete="current-password" />
      </AntdForm.Item>
      <button type="submit">Log ind</button>
    </AntdForm>
  );
}

function lightLogin({ identifier = '', password = '' }: { identifier?: string; password?: string }) {
  // Rendered to a string only: the change handlers never run.
  const typed = () => undefined;
  return (
    <LightForm id="login">
      <LightFormItem label="Brugernavn" htmlFor="login_identifier">
        <LightInput autoComplete="username" autoFocus id="login_identifier" value={identifier} onChange={typed} />
      </LightFormItem>
      <LightFormItem label="Adgangskode" htmlFor="login_password">
        <LightPasswordInput autoComplete="current-password" id="login_password" value={password} onChange={typed} />
      </LightFormItem>
      <button type="submit">Log ind</button>
    </LightForm>
  );
}

describe('the light form', () => {
  it.each([
    ['empty fields', {}],
    ['typed values', { identifier: 'mette01', password: 'hemmelig' }],
  ])("renders antd's markup for a login form with %s", (_case, values) => {
    expect(html(lightLogin(values))).toBe(html(antdLogin(values)));
  });

  function PasswordField() {
    const [value, setValue] = useState('');
    return (
      <>
        <label htmlFor="pw">Adgangskode</label>
        <LightPasswordInput id="pw" value={value} onChange={(event) => setValue(event.target.value)} />
      </>
    );
  }

  it('shows and hides the password with the eye button, by click, Enter or Space, and keeps it out of the attributes', async () => {
    render(site(<PasswordField />));
    const field = screen.getByLabelText<HTMLInputElement>('Adgangskode');
    fireEvent.change(field, { target: { value: 'hemmelig' } });
    expect(field.value).toBe('hemmelig');
    expect(field.type).toBe('password');
    await waitFor(() => expect(field.hasAttribute('value')).toBe(false));

    fireEvent.click(screen.getByRole('button', { name: 'Vis', pressed: false }));
    expect(field.type).toBe('text');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Skjul', pressed: true }), { key: 'Enter' });
    expect(field.type).toBe('password');
    await waitFor(() => expect(field.hasAttribute('value')).toBe(false));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Vis' }), { key: ' ' });
    expect(field.type).toBe('text');
    expect(field.value).toBe('hemmelig');
  });

  it('puts the focus in the field on a click beside it in its frame', () => {
    render(site(<PasswordField />));
    const field = screen.getByLabelText('Adgangskode');
    const frame = field.parentElement;
    if (!frame) throw new Error('the field has no frame');
    fireEvent.click(frame);
    expect(document.activeElement).toBe(field);
  });
});
