import { TextDecoder, TextEncoder } from 'node:util';
import { fixedMediaQueryList } from './media-query';

/**
 * What jsdom leaves out but the site's libraries expect in a browser, installed before each
 * test file (jest's setupFiles): TextEncoder (react-router), matchMedia and ResizeObserver
 * (antd's responsive grid and menus), and a getComputedStyle that ignores pseudo-elements
 * (antd's table). MessageChannel comes later, in setup-tests.
 */
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) => fixedMediaQueryList(query, false);
}

if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: NoResizeObserver });
}

// antd's table measures the scrollbar through a pseudo-element style, which jsdom does not
// implement (it logs an error and returns the element's style anyway); ask for that directly.
if (typeof window !== 'undefined') {
  const elementStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => elementStyle(element);
}
