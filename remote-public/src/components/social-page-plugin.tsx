import { useEffect, useRef } from 'react';
import { Typography } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';

/** The social site's SDK: version v2.7, with the Danish locale. */
const SDK_ID = 'usb-social-sdk';
const SDK_URL = 'https://connect.facebook.net/da_DK/sdk.js#xfbml=1&version=v2.7';

interface SocialSdk {
  XFBML?: { parse: (element?: Element) => void };
}

/**
 * Loads the SDK once per page, after the page has rendered and gone idle, so the site never
 * waits for the social site (and works without it: the plain link stays). When the SDK is
 * already there (another visit to the home page), it only re-parses this plugin.
 */
function loadSdk(container: Element): void {
  const sdk = (window as unknown as { FB?: SocialSdk }).FB;
  if (sdk?.XFBML) {
    sdk.XFBML.parse(container);
    return;
  }
  if (document.getElementById(SDK_ID)) return;
  const script = document.createElement('script');
  script.id = SDK_ID;
  script.src = SDK_URL;
  script.async = true;
  script.defer = true;
  script.crossOrigin = 'anonymous';
  document.body.appendChild(script);
}

/**
 * The social page plugin of the home page, rendered only when a page URL is configured. Until
 * (or unless) the SDK turns it into the page feed, it is a link to the page.
 */
export function SocialPagePlugin({ pageUrl }: { pageUrl: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!pageUrl || !container.current) return undefined;
    const target = container.current;
    const idle = window.requestIdleCallback?.bind(window) ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback?.bind(window) ?? window.clearTimeout.bind(window);
    const handle = idle(() => loadSdk(target));
    return () => cancel(handle);
  }, [pageUrl]);

  if (!pageUrl) return null;
  return (
    <div ref={container} style={{ width: '100%', maxWidth: 500, overflow: 'hidden' }}>
      <div
        className="fb-page"
        data-href={pageUrl}
        data-tabs="timeline"
        data-width="500"
        data-height="500"
        data-small-header="true"
        data-adapt-container-width="true"
        data-hide-cover="false"
        data-show-facepile="false"
      >
        <blockquote cite={pageUrl} className="fb-xfbml-parse-ignore" style={{ margin: 0 }}>
          <Typography.Link href={pageUrl} target="_blank" rel="noopener noreferrer">
            {messages.socialPage.fallbackLink}
          </Typography.Link>
        </blockquote>
      </div>
    </div>
  );
}
