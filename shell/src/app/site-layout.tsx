import { isLoggedIn, useSession } from '@usb/contracts/session';
import { Layout } from '@usb/ui/core';
import { contentStyle } from '../config/site';
import { AlertArea } from '../features/alerts/alert-area';
import { SiteFooter } from '../features/footer/site-footer';
import { SiteHeader } from '../features/header/site-header';
import { OpenTaskStripSlot } from '../features/remotes/open-task-strip-slot';
import { PreviewBanner } from '../features/remotes/preview-banner';
import { UpdateNotice } from '../features/remotes/update-notice';
import { useSessionLifecycle } from '../features/session/use-session-lifecycle';
import { SiteRoutes } from './site-routes';

/** The page: a preview link's banner, header, open-task strip, alerts, the routed remote, footer, and the notice of a new version. */
export function SiteLayout() {
  useSessionLifecycle();
  // The strip shows a patrol's open tasks and nothing to a visitor: it (remote-tasks' entry
  // and three scripts) loads only once someone is logged in.
  const loggedIn = useSession(isLoggedIn);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <PreviewBanner />
      <SiteHeader />
      {loggedIn && <OpenTaskStripSlot />}
      <AlertArea />
      <Layout.Content style={contentStyle}>
        <SiteRoutes />
      </Layout.Content>
      <SiteFooter />
      <UpdateNotice />
    </Layout>
  );
}
