/**
 * The first view of a page (docs/first-views.md): the HTML the active version of the remote
 * mounted at the path rendered at build time for it, read from that version's first-views.json
 * in the object store. A version folder never changes once stored (its name holds its content
 * hash), so what is read from it is kept per version: deploying or rolling back changes the
 * active version, and with it the file read, in every api process; nothing has to be cleared. A
 * read the store failed is not kept: that page goes without its view, and the next one reads again.
 */
import { FIRST_VIEWS_FILE, isFirstViewsDocument, mountedModuleFor, remoteModules, remoteNames, type FirstView, type RemoteName } from '@usb/schema/domain';
import type { RemoteFiles } from './remote-files';

/** Versions whose first views are kept (each at most FIRST_VIEW_LIMITS): the active ones and a few just replaced. */
const KEPT_VERSIONS = 16;

/** The remote folder mounted at a path ('/login' -> remote-public). */
export function remoteMountedAt(pathname: string): RemoteName | undefined {
  const container = mountedModuleFor(pathname).split('/')[0];
  return remoteNames.find((name) => remoteModules[name].container === container);
}

export function createFirstViews(files: Pick<RemoteFiles, 'readText'>) {
  const byVersion = new Map<string, Promise<Map<string, FirstView>>>();

  /** A version's views by path; none when it has no file or one the api does not accept (it is built by the remote's team). */
  async function read(name: string, version: string): Promise<Map<string, FirstView>> {
    // A failing store throws from here: the page is served without a view, and nothing is kept.
    const text = await files.readText(name, version, FIRST_VIEWS_FILE);
    if (text === null) return new Map();
    try {
      const document: unknown = JSON.parse(text);
      return new Map(isFirstViewsDocument(document) ? document.views.map((view) => [view.path, view]) : []);
    } catch {
      return new Map();
    }
  }

  return {
    /** The view of exactly this path from the given (active) version of the remote mounted at it, if it has one. */
    async viewOf(name: string, version: string, pathname: string): Promise<FirstView | undefined> {
      const key = `${name}/${version}`;
      let views = byVersion.get(key);
      if (!views) {
        views = read(name, version);
        byVersion.set(key, views);
        if (byVersion.size > KEPT_VERSIONS) byVersion.delete(byVersion.keys().next().value ?? key);
      }
      try {
        return (await views).get(pathname);
      } catch {
        // Read again on the next page: the store may be back.
        if (byVersion.get(key) === views) byVersion.delete(key);
        return undefined;
      }
    },
  };
}
