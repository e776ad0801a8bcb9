import type { ReactNode } from 'react';

/**
 * antd's Empty with its simple image (PRESENTED_IMAGE_SIMPLE) as its stylesheet draws it in the
 * theme's default colours: the grey tray, the description and an action under it. antd's Empty
 * is in the data kit, which also loads List, Pagination and Select (issue #2, page weight).
 */
export function LightEmpty({ description, children }: { description: ReactNode; children?: ReactNode }) {
  return (
    <div
      style={{
        margin: '32px 8px',
        fontSize: 'var(--ant-font-size, 14px)',
        lineHeight: 'var(--ant-line-height, 1.5714285714285714)',
        textAlign: 'center',
        color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.45))',
      }}
    >
      <div style={{ height: 40, marginBottom: 8 }}>
        <svg width="64" height="41" viewBox="0 0 64 41" xmlns="http://www.w3.org/2000/svg" style={{ maxWidth: '100%', height: '100%', margin: 'auto' }}>
          <title>Ingen data</title>
          <g transform="translate(0 1)" fill="none" fillRule="evenodd">
            <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
            <g fillRule="nonzero" stroke="#d9d9d9">
              <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
              <path
                d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
                fill="#fafafa"
              />
            </g>
          </g>
        </svg>
      </div>
      <div>{description}</div>
      {children !== undefined && <div style={{ marginTop: 16 }}>{children}</div>}
    </div>
  );
}
