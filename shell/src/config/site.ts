import type { CSSProperties } from 'react';
import type { ThemeConfig } from '@usb/ui/core';
import { SITE_THEME_CLASSES } from '@usb/schema/domain';

/** Where the shell learns at start which remotes exist and where their manifests are. */
export const REMOTES_REGISTRY_URL = '/remotes.json';

/**
 * Colours that meet WCAG AA contrast (4.5:1) on white and on the page's grey (#f5f5f5), where
 * antd's defaults do not: its blue links (4.1:1), grey secondary texts (3.3:1), placeholders
 * (1.8:1), light red danger buttons (3.3:1) and status tags (below). The link green also keeps 3:1 against the body
 * text, so a link inside a sentence stands out without an underline.
 */
const readableColours = {
  colorLink: '#207d4a',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorError: '#cf1322',
  // The status colours' texts on their own light backgrounds (a tag's 'Besvaret', 'Rettet', a
  // lock's count): antd's green 2.2:1, gold 1.9:1 and blue 3.9:1; these darker seeds 5.5:1 and more.
  // The backgrounds and borders stay antd's light ones: derived from a dark seed they turn grey.
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBgHover: '#d9f7be',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#ad4e00',
  colorWarningBg: '#fffbe6',
  colorWarningBgHover: '#fff1b8',
  colorWarningBorder: '#ffe58f',
  colorInfo: '#0958d9',
  colorInfoBg: '#e6f4ff',
  colorInfoBgHover: '#bae0ff',
  colorInfoBorder: '#91caff',
  // antd's palette of the dark primary green starts at a grey (#a1aba3, 2.7:1 under green text):
  // the selected menu item and select option get a light green instead.
  colorPrimaryBg: '#e6f2ea',
  colorPrimaryBgHover: '#cfe5d7',
};

/**
 * The one theme of the site; remotes inherit it through the shared antd kit. antd runs with
 * zeroRuntime: its styles for this theme are written at build time (the shell's webpack
 * config) into a stylesheet the page links, so no style is computed in the browser. Hence no
 * hash classes and a fixed CSS-variable key, which the stylesheet's selectors use.
 */
export const siteTheme: ThemeConfig = {
  token: { colorPrimary: '#1d6b3f', borderRadius: 6, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', ...readableColours },
  components: {
    // Narrower menu items so the whole menu of an admin (nine entries) fits a laptop screen.
    Menu: { itemPaddingInline: 12 },
    // An empty table's 'Ingen data' is a message, not a disabled control: readable grey.
    Table: { colorTextDisabled: readableColours.colorTextTertiary },
  },
  ...SITE_THEME_CLASSES,
};

/** Below this width (antd's xl breakpoint) the header's menus fold into a drawer: the full menu needs about 1170 px. */
export const HEADER_FOLD_BELOW_PX = 1200;

/** The header bar and its parts, shared by the React header and the static frame of index.html. */
export const headerStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  paddingInline: 16,
  background: '#fff',
  borderBottom: '1px solid #e8e8e8',
} as const;
export const logoStyle = { fontWeight: 700, fontSize: 20, whiteSpace: 'nowrap', color: siteTheme.token?.colorPrimary } as const;
/** Transparent, so a menu never paints over the header's bottom line. */
export const menuStyle = { flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent', alignSelf: 'stretch' } as const;

/**
 * The routed area under the header: at least the rest of the screen, so the footer starts
 * below the fold and does not move while a remote loads into the area.
 */
export const contentStyle = { padding: 16, maxWidth: 1200, width: '100%', margin: '0 auto', minHeight: 'calc(100vh - 64px)', boxSizing: 'border-box' } as const;

/**
 * The base text of every page, as antd's App wrapper would set it: the theme's font, antd's
 * default size, line height and text colour. App itself stays out of the kit: it bundles
 * message, notification and modal, which the site does not use, on every page (the weight: docs/benchmarks.md).
 */
export const siteTextStyle: CSSProperties = {
  fontFamily: siteTheme.token?.fontFamily,
  fontSize: 14,
  lineHeight: 1.5714285714285714,
  color: 'rgba(0, 0, 0, 0.88)',
};
