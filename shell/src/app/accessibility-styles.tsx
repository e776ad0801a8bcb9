/**
 * Site-wide style fixes for accessibility that antd's theme has no token for, so every remote
 * gets them: touch targets of at least 24 px (WCAG 2.2 target size). The password field's
 * show/hide eye (14 px) is padded, with negative margins so the field keeps its height; the
 * search input of a multiple select, 4 px wide when empty, gets the minimum width.
 */
const css = [
  '.ant-input-password-icon { padding: 5px; margin: -5px -5px -5px 0; }',
  '.ant-select.ant-select-multiple .ant-select-content .ant-select-input { min-width: 24px; }',
].join('\n');

export function AccessibilityStyles() {
  return (
    <style href="usb-accessibility" precedence="default">
      {css}
    </style>
  );
}
