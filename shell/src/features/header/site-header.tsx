import { useEffect, useState } from 'react';
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/schema/domain';
import { Link, useLocation } from '@usb/contracts/router';
import { hasAnyRole, isLoggedIn, useSession } from '@usb/contracts/session';
import { Button, Flex, Layout } from '@usb/ui/core';
import { MenuOutlined } from '@usb/ui/icons';
import { messages } from '@usb/contracts/messages';
import { INBOX_MODULE } from '../../config/remotes';
import { headerStyle, logoStyle, menuStyle } from '../../config/site';
import { RemoteComponent } from '../remotes/remote-component';
import { useLogout } from '../session/use-logout';
import { forgetFrameMenuTaps, frameMenuTapped } from './frame-menu-tap';
import { HorizontalNav } from './horizontal-nav';
import { InlineNav } from './inline-nav';
import { NavDrawer } from './nav-drawer';
import { loginMenuItems, mainMenuItems } from './nav-items';
import { useResultOverview } from './use-result-overview';
import { useWideScreen } from './use-wide-screen';

/** The site header: logo, main menu, the inbox's bell (remote-tasks) and login menu; on a phone or tablet both menus fold into a drawer beside the bell. */
export function SiteHeader() {
  const results = useResultOverview();
  const loggedIn = useSession(isLoggedIn);
  const isStaff = useSession((state) => hasAnyRole(state, [ROLE_STAFF]));
  const isAdmin = useSession((state) => hasAnyRole(state, [ROLE_ADMIN]));
  const logout = useLogout();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The static frame's menu button stays on screen until this header is committed (the page
  // renders as a transition), so a tap on it is answered here, once the frame is gone.
  useEffect(() => {
    if (frameMenuTapped()) setDrawerOpen(true);
    forgetFrameMenuTaps();
  }, []);

  const main = mainMenuItems({ results, isStaff, isAdmin });
  const login = loginMenuItems(loggedIn, () => void logout());
  // Below the xl breakpoint the menus fold into a drawer: the full menu needs about 1170 px.
  const phone = !useWideScreen();

  return (
    <Layout.Header style={headerStyle}>
      <Link to="/" style={logoStyle}>
        USB
      </Link>
      {phone ? (
        <Flex flex={1} justify="flex-end" align="center" gap={4}>
          {loggedIn && <RemoteComponent id={INBOX_MODULE} compact silent />}
          <Button type="text" icon={<MenuOutlined />} aria-label={messages.nav.openMenu} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)} />
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title="USB">
            <InlineNav label={messages.nav.mainMenu} sections={[main, login]} pathname={pathname} onChosen={() => setDrawerOpen(false)} />
          </NavDrawer>
        </Flex>
      ) : (
        <>
          <HorizontalNav label={messages.nav.mainMenu} items={main} pathname={pathname} fills style={menuStyle} />
          {loggedIn && <RemoteComponent id={INBOX_MODULE} compact silent />}
          <HorizontalNav label={messages.nav.accountMenu} items={login} pathname={pathname} fills={false} style={menuStyle} />
        </>
      )}
    </Layout.Header>
  );
}
