import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/da';

dayjs.locale('da');

/** Lets the browser run other tasks (input, painting, network callbacks) before going on. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Starts the page in a few short tasks instead of one long one: every module the page needs is
 * already downloaded (this chunk's shared modules are negotiated before it runs), but each is
 * evaluated only when first imported, and evaluating React, Apollo, the antd kit and the site
 * at once blocked the main thread for most of a second on a slow phone. The eager imports add
 * no request: their modules travel in this chunk.
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const { createGraphqlClient, startFirstLoadQuery } = await import(/* webpackMode: "eager" */ '@usb/contracts/graphql-client');
  const client = createGraphqlClient();
  const { restoreStoredToken } = await import(/* webpackMode: "eager" */ './features/session/session-lifecycle');
  restoreStoredToken(window.localStorage);
  // The data of a page whose largest content is data (the task view's title), asked for with the
  // stored login while the page's remote still downloads, instead of once it has rendered.
  startFirstLoadQuery(client, window.location.pathname);
  await nextTask();
  const { Providers } = await import(/* webpackMode: "eager" */ './app/providers');
  await nextTask();
  const { SiteLayout } = await import(/* webpackMode: "eager" */ './app/site-layout');
  const { captureFirstView } = await import(/* webpackMode: "eager" */ '@usb/contracts/first-view');
  // The page's first view, if the api put one into index.html: it stays on screen until the page renders.
  captureFirstView(document);
  await nextTask();
  // Rendered as a transition: React renders the page in slices of a few milliseconds and lets
  // the browser breathe in between (the static frame of index.html stays on screen until the
  // page is ready, so nothing half-drawn shows).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers client={client}>
          <SiteLayout />
        </Providers>
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
void start(root);
