import type { CSSProperties } from 'react';

/*
 * Read-only answers drawn with plain elements in antd's disabled look (the site's theme: border
 * #d9d9d9, disabled background and text), so a read-only task view, a visitor's above all, needs
 * no kit beyond the core one: antd's inputs kit would come with its own chunks before the
 * questions could show (docs/benchmarks.md). The elements stay native disabled fields, so they
 * read as disabled text boxes, check boxes and radio buttons.
 */

const disabledText = 'rgba(0, 0, 0, 0.25)';
const disabledBackground = 'rgba(0, 0, 0, 0.04)';
const border = '1px solid #d9d9d9';

const field: CSSProperties = {
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  margin: 0,
  padding: '7px 11px',
  border,
  borderRadius: 8,
  background: disabledBackground,
  color: disabledText,
  fontFamily: 'inherit',
  fontSize: 16,
  lineHeight: 1.5,
  cursor: 'not-allowed',
};
const area: CSSProperties = { ...field, lineHeight: 1.5714285714285714, resize: 'vertical', minHeight: 32, whiteSpace: 'pre-wrap', overflow: 'auto' };

/** A text answer as antd's large disabled Input (or 5-row Input.TextArea) draws it. */
export function ReadOnlyText({ id, label, value, textArea }: { id: string; label: string; value: string; textArea: boolean }) {
  return textArea ? (
    <textarea id={id} aria-label={label} value={value} rows={5} required disabled readOnly style={area} />
  ) : (
    <input id={id} aria-label={label} value={value} type="text" required disabled readOnly style={field} />
  );
}

const option: CSSProperties = { minHeight: 44, display: 'flex', alignItems: 'center', cursor: 'not-allowed', fontSize: 14, lineHeight: '22px' };
const box: CSSProperties = {
  position: 'relative',
  boxSizing: 'border-box',
  flex: 'none',
  width: 16,
  height: 16,
  border,
  background: disabledBackground,
};
const hiddenInput: CSSProperties = { position: 'absolute', inset: -1, zIndex: 1, width: 16, height: 16, margin: 0, opacity: 0, cursor: 'not-allowed' };
const checkMark: CSSProperties = {
  position: 'absolute',
  top: '50%',
  insetInlineStart: '21.5%',
  boxSizing: 'border-box',
  width: 5.71428571,
  height: 9.14285714,
  border: `2px solid ${disabledText}`,
  borderTop: 0,
  borderInlineStart: 0,
  transform: 'rotate(45deg) scale(1) translate(-50%, -50%)',
};
const dot: CSSProperties = {
  position: 'absolute',
  top: 7,
  insetInlineStart: 7,
  width: 6,
  height: 6,
  borderRadius: '50%',
  background: disabledText,
  transform: 'translate(-3px, -3px)',
};
const optionLabel: CSSProperties = { padding: '0 8px', color: disabledText };

/**
 * Multiple-choice answers as antd's disabled Checkbox.Group (or Radio.Group) draws them, one
 * option a row.
 */
export function ReadOnlyChoices({ label, options, chosen, multiple }: { label: string; options: string[]; chosen: number[]; multiple: boolean }) {
  return (
    <div role={multiple ? 'group' : 'radiogroup'} aria-label={label} style={{ display: 'flex', flexDirection: 'column' }}>
      {options.map((text, index) => {
        const checked = chosen.includes(index);
        return (
          <label key={index} style={option}>
            <span style={{ ...box, borderRadius: multiple ? 4 : '50%' }}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                value={index}
                checked={checked}
                disabled
                readOnly
                style={multiple ? hiddenInput : { ...hiddenInput, inset: 0, width: 14, height: 14 }}
              />
              {checked && <span style={multiple ? checkMark : dot} />}
            </span>
            <span style={optionLabel}>{text}</span>
          </label>
        );
      })}
    </div>
  );
}
