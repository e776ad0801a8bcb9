/**
 * The page frame index.html paints before any script runs: the header (logo, the menus of a
 * visitor on a wide screen, the menu button on a narrow one) and the empty routed area,
 * rendered at build time with antd's components, theme and styles; the React header draws the
 * same markup classes (features/header/menu-markup.ts), so the first paint already looks like
 * the site and nothing moves when React replaces it. Which of the two header variants shows is a media query at antd's xl
 * breakpoint, the one the React header folds at.
 */
import { renderStaticMarkup, type StaticFrameKit } from '@usb/build';
import { messages } from '@usb/contracts/messages';
import { FIRST_VIEW_SLOT } from '@usb/schema/domain';
import { FRAME_MENU_BUTTON_ATTRIBUTE } from './src/features/header/frame-menu-tap';
import { contentStyle, HEADER_FOLD_BELOW_PX, headerStyle, logoStyle, menuStyle, siteTextStyle, siteTheme } from './src/config/site';

const nav = messages.nav;
const link = (path: string, label: string) => ({ key: path, label: <a href={path}>{label}</a> });

function Frame({ kit }: { kit: StaticFrameKit }) {
  const { Button, Layout, Menu, icons } = kit;
  const main = [
    link('/', nav.home),
    link('/om', nav.about),
    link('/praktisk', nav.practical),
    { key: 'results', label: nav.results, children: [] },
    link('/maerkebestilling', nav.badges),
    link('/kontakt', nav.contact),
    link('/events', nav.events),
  ];
  const login = [link('/user/signup', nav.signup), link('/login', nav.login)];
  return (
    <div style={siteTextStyle}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header style={headerStyle}>
          <a href="/" style={logoStyle}>
            USB
          </a>
          <div className="usb-frame-wide" style={{ display: 'flex', flex: 1, gap: 16, minWidth: 0, alignSelf: 'stretch' }}>
            <Menu mode="horizontal" items={main} style={menuStyle} />
            <Menu mode="horizontal" items={login} disabledOverflow style={{ ...menuStyle, flex: 'none' }} />
          </div>
          <div className="usb-frame-narrow" style={{ flex: 1, justifyContent: 'flex-end' }}>
            <Button type="text" icon={<icons.MenuOutlined />} aria-label={nav.openMenu} {...{ [FRAME_MENU_BUTTON_ATTRIBUTE]: '' }} />
          </div>
        </Layout.Header>
        <Layout.Content style={contentStyle}>{SLOT_TEXT}</Layout.Content>
      </Layout>
    </div>
  );
}

/** Stands for the first-view slot while rendering (React writes text, not comments), then becomes FIRST_VIEW_SLOT. */
const SLOT_TEXT = 'usb-first-view-slot';

/**
 * The markup #root holds until React renders. Its page area holds FIRST_VIEW_SLOT, where the
 * api puts the first view of the requested page (the one of the remote mounted at its path).
 */
export const staticFrameBody = renderStaticMarkup(siteTheme, (kit) => <Frame kit={kit} />).replace(SLOT_TEXT, FIRST_VIEW_SLOT);

/** The media query choosing the frame's header variant. */
export const staticFrameHead = `
    <style>
      .usb-frame-narrow { display: none; }
      @media (max-width: ${HEADER_FOLD_BELOW_PX - 0.02}px) {
        .usb-frame-wide { display: none !important; }
        .usb-frame-narrow { display: flex; }
      }
    </style>`;
