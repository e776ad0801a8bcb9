// The forms and tables kits' stylesheet is linked for print, so it does not hold up the first
// paint; it applies to the screen from here on, before any of their components can render.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')) link.media = 'all';

// The async boundary: shared modules are negotiated before any of them is evaluated.
void import('./bootstrap');
