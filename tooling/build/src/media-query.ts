/** A media query answer that never changes, as jsdom would need to give one. */
export function fixedMediaQueryList(media: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/**
 * Makes the page a browser window `width` px wide as far as matchMedia's min-width and
 * max-width queries go, which is how antd's breakpoints (e.g. a menu folded on a phone) read it.
 */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return fixedMediaQueryList(query, (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])));
  };
}
