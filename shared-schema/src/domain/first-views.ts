/**
 * First views: the HTML a remote renders at build time for its pages without parameters
 * ('/', '/login', '/events'), the way each page looks while its data loads. The remote's build
 * writes them to FIRST_VIEWS_FILE beside its manifest; the api puts the view of the requested
 * path into index.html's page area (at FIRST_VIEW_SLOT, in an element marked with
 * FIRST_VIEW_ATTRIBUTE, inert until React renders the page), so a phone paints the page's text
 * before any script has run. Each view comes from the active version of the remote mounted at
 * its path, so deploying or rolling back the remote changes its first views with it.
 */

/** The file of a remote's build holding its first views (a FirstViewsDocument). */
export const FIRST_VIEWS_FILE = 'first-views.json';

/**
 * Where in index.html's page area the api puts a first view: an HTML comment in the static
 * frame, written like a server-side include ('#') because HTML minifiers keep those.
 */
export const FIRST_VIEW_SLOT = '<!--#usb-first-view-->';

/** The attribute of the element holding a first view; its value is the path the view is of. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/**
 * Marks the kits' stylesheet, which index.html links without blocking the first paint (for
 * print; the shell's entry switches it to every medium). The api links it for every medium
 * when the first view it serves needs it (FirstView.kitStyles).
 */
export const DEFERRED_STYLE_ATTRIBUTE = 'data-deferred-style';

/**
 * Marks index.html's preloads of the scripts every page starts with. A page served with a first
 * view goes without them: its scripts load after the first paint (the shell's entry), so on a
 * slow connection the stylesheet and the view are not slowed by the scripts.
 */
export const START_PRELOAD_ATTRIBUTE = 'data-start-preload';

/**
 * The theme settings that decide antd's class names: zero runtime, no hash, the site's
 * CSS-variable class. The page's theme and every first view render with them, so a view's
 * markup carries the classes the site's stylesheet styles.
 */
export const SITE_THEME_CLASSES = { zeroRuntime: true, hashed: false, cssVar: { key: 'css-var-usb' } } as const;

/** Limits the api holds a deployed first-views file to. */
export const FIRST_VIEW_LIMITS = { views: 50, pathLength: 200, htmlLength: 100_000 } as const;

export interface FirstView {
  /** The page's path, exactly ('/login'; no parameters, no trailing slash but on '/'). */
  path: string;
  /** The page's markup while its data loads, rendered with the site's antd theme. */
  html: string;
  /**
   * True when the view shows components of the forms, pickers, data or table kits: their
   * stylesheet (otherwise loaded without blocking the first paint) must then style the first paint.
   */
  kitStyles: boolean;
}

export interface FirstViewsDocument {
  views: FirstView[];
}

const PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

function isFirstView(value: unknown): value is FirstView {
  if (typeof value !== 'object' || value === null) return false;
  const { path, html, kitStyles } = value as Record<string, unknown>;
  return (
    typeof path === 'string' &&
    path.length <= FIRST_VIEW_LIMITS.pathLength &&
    PATH.test(path) &&
    typeof html === 'string' &&
    html.length <= FIRST_VIEW_LIMITS.htmlLength &&
    typeof kitStyles === 'boolean'
  );
}

/** Whether a parsed first-views file has the shape and sizes the api serves. */
export function isFirstViewsDocument(value: unknown): value is FirstViewsDocument {
  if (typeof value !== 'object' || value === null) return false;
  const { views } = value as Record<string, unknown>;
  return Array.isArray(views) && views.length <= FIRST_VIEW_LIMITS.views && views.every(isFirstView);
}
