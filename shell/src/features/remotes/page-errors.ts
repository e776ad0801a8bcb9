/**
 * Errors no area's boundary sees: thrown by a remote's code outside React's rendering (a timer,
 * an event handler, a promise nobody awaited). The page hears them as `error` and
 * `unhandledrejection` events; the script URLs an error names (its file, the files of its
 * stack) tell which remote version threw it (remote-registry.ts reports it for that version).
 */

/** Script URLs in a stack trace ("at f (https://site/remotes/x/1.0.0/main.js:1:20)"), without line and column. */
function stackUrls(stack: string): string[] {
  return [...stack.matchAll(/https?:\/\/[^\s()'"]+/g)].map(([url]) => url.replace(/(:\d+){1,2}$/, ''));
}

/** The script URLs an uncaught error names: the file the event gives, then every file of the error's stack. */
export function scriptUrlsOf(filename: string | undefined, error: unknown): string[] {
  const urls = filename ? [filename] : [];
  if (error instanceof Error && error.stack) urls.push(...stackUrls(error.stack));
  return [...new Set(urls)];
}

/** Calls `onError` with the script URLs and the error of every uncaught error and unhandled rejection of the page. */
export function listenForPageErrors(onError: (urls: string[], error: unknown) => void): void {
  window.addEventListener('error', (event: Event) => {
    // A resource that failed to load (an <img>, a <script>) also fires `error`, but not as an ErrorEvent of a script.
    if (!(event instanceof ErrorEvent)) return;
    onError(scriptUrlsOf(event.filename || undefined, event.error ?? event.message), event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    onError(scriptUrlsOf(undefined, event.reason), event.reason);
  });
}
