import { TextDecoder, TextEncoder } from 'node:util';

/**
 * What jsdom leaves out but the site's libraries expect in a browser: TextEncoder (react-router),
 * matchMedia and ResizeObserver (antd's responsive grid and menus). Runs before each test file.
 */
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: NoResizeObserver });
}
