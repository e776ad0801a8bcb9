import { useEffect, useState } from 'react';
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/contracts/domain';
import { Link, useLocation } from '@usb/contracts/router';
import { hasAnyRole, isLoggedIn, useSession } from '@usb/contracts/session';
import { Button, Drawer, Flex, Layout, Menu } from '@usb/contracts/ui/core';
import { MenuOutlined } from '@usb/contracts/ui/icons';
import { messages } from '@usb/contracts/messages';
import { headerStyle, logoStyle, menuStyle } from '../../config/site';
import { useLogout } from '../session/use-logout';
import { forgetFrameMenuTaps, frameMenuTapped } from './frame-menu-tap';
import { loginMenuItems, mainMenuItems } from './menu-items';
import { useResultOverview } from './use-result-overview';
import { useWideScreen } from './use-wide-screen';

/** The site header: logo, main menu and login menu; on a phone or tablet both menus fold into a drawer. */
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
  const selectedKeys = [pathname];
  // Below the xl breakpoint the menus fold into a drawer: the full menu needs about 1170 px.
  const phone = !useWideScreen();

  return (
    <Layout.Header style={headerStyle}>
      <Link to="/" style={logoStyle}>
        USB
      </Link>
      {phone ? (
        <Flex flex={1} justify="flex-end">
          <Button type="text" icon={<MenuOutlined />} aria-label={messages.nav.openMenu} onClick={() => setDrawerOpen(true)} />
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="right" size="default" title="USB">
            <Menu mode="inline" selectedKeys={selectedKeys} items={[...main, { type: 'divider' }, ...login]} onClick={() => setDrawerOpen(false)} />
          </Drawer>
        </Flex>
      ) : (
        <>
          <Menu mode="horizontal" selectedKeys={selectedKeys} items={main} style={menuStyle} />
          <Menu mode="horizontal" selectedKeys={selectedKeys} items={login} disabledOverflow style={{ ...menuStyle, flex: 'none' }} />
        </>
      )}
    </Layout.Header>
  );
}
