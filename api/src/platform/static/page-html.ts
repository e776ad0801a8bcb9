/**
 * index.html as served for a page: the shell's file with the page's first view, if the remote
 * mounted at the path has one (docs/first-views.md), in the static frame's page area.
 */
import { DEFERRED_STYLE_ATTRIBUTE, FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_SLOT, START_PRELOAD_ATTRIBUTE, type FirstView } from '@usb/schema/domain';

/** The `<link>` tags carrying this (valueless) attribute, however the build's minifier spelled them. */
const linksWith = (attribute: string, flags = ''): RegExp => new RegExp(`<link\\b[^>]*\\s${attribute}(?=[\\s>=/])[^>]*>`, flags);

/** The kits' stylesheet link, and its media attribute (print, so it does not block the first paint). */
const DEFERRED_LINK = linksWith(DEFERRED_STYLE_ATTRIBUTE);
/** The preloads of the scripts every page starts with. */
const START_PRELOADS = linksWith(START_PRELOAD_ATTRIBUTE, 'g');
const PRINT_MEDIA = /\smedia=(?:"print"|'print'|print)(?=[\s>/])/;

/**
 * The page with the view in its page area, inert and hidden from assistive technology (it is a
 * picture of the page, not yet the page: React renders the live page over it). Without the
 * preloads of the start scripts: the shell's entry loads them once the view has painted. A
 * view showing the forms, pickers, data or table kits gets their stylesheet linked for every
 * medium, so its first paint is styled as the live page will be.
 */
export function pageWithFirstView(indexHtml: string, view: FirstView | undefined): string {
  if (!view || !indexHtml.includes(FIRST_VIEW_SLOT)) return indexHtml;
  const page = indexHtml
    .replace(FIRST_VIEW_SLOT, () => `<div ${FIRST_VIEW_ATTRIBUTE}="${view.path}" inert aria-hidden="true">${view.html}</div>`)
    .replace(START_PRELOADS, '');
  return view.kitStyles ? page.replace(DEFERRED_LINK, (link) => link.replace(PRINT_MEDIA, '')) : page;
}
