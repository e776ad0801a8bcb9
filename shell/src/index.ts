import { DEFERRED_STYLE_ATTRIBUTE, FIRST_VIEW_ATTRIBUTE } from '@usb/schema/domain';
import { listenForFrameMenuTaps } from './features/header/frame-menu-tap';
import { preloadRemoteModules } from './features/remotes/remote-registry';
import { modulesForFirstLoad } from './features/remotes/route-remotes';

/**
 * The session store's localStorage key (TOKEN_STORAGE_KEY of @usb/contracts/session). The
 * entry runs before the shared modules are negotiated, so it cannot import that shared module.
 */
const STORED_TOKEN_KEY = 'token';

// The forms, pickers, data and table kits' stylesheet is linked for print, so it does not hold up the first
// paint; it applies to the screen from here on, before any of their components can render.
for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLE_ATTRIBUTE}]`)) link.media = 'all';

// A tap on the static frame's menu button opens the drawer once React's header renders.
listenForFrameMenuTaps(document);

/** Starts the page: the remote modules it shows, then the shared modules and React. */
function start(): void {
  // Read /remotes.json (index.html preloads it) and fetch the remote modules this page shows
  // while the shell's own scripts download, so the routed area does not wait for React first.
  void preloadRemoteModules(modulesForFirstLoad(window.location.pathname, window.localStorage.getItem(STORED_TOKEN_KEY) !== null));

  // The async boundary: shared modules are negotiated before any of them is evaluated. In a task
  // of its own, so negotiating them does not lengthen the task that started the preloads.
  setTimeout(() => void import('./bootstrap'), 0);
}

// A page served with its first view (the api put the page's text into index.html) shows it
// first: its scripts start once that has painted, so on a slow connection the view does not
// share the bandwidth with them. Without one, or in a tab not shown (it paints nothing, and
// would wait for its next frame until shown), the page starts at once.
if (document.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`) && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
