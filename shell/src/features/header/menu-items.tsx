import { Link } from '@usb/contracts/router';
import type { MenuProps } from '@usb/contracts/ui/core';
import { messages } from '@usb/contracts/messages';
import type { ResultOverviewItem } from './use-result-overview';

type MenuItems = NonNullable<MenuProps['items']>;

const nav = messages.nav;

const link = (path: string, label: string) => ({ key: path, label: <Link to={path}>{label}</Link> });

export interface MainMenuInput {
  results: readonly ResultOverviewItem[];
  isStaff: boolean;
  isAdmin: boolean;
}

/**
 * The main menu in its fixed order: FORSIDE, OM USB, PRAKTISK AFVIKLING, RESULTATER,
 * MÆRKEBESTILLING, KONTAKT, EVENTS. 'Stab' only with StaffRole, the administration menu only
 * with AdminRole (docs/authorization.md).
 */
export function mainMenuItems({ results, isStaff, isAdmin }: MainMenuInput): MenuItems {
  const resultChildren: MenuItems =
    results.length > 0
      ? results.map((result) => link(`/resultater/${result.path}`, result.battleName))
      : [{ key: 'no-results', label: messages.results.noResults, disabled: true }];
  const items: MenuItems = [
    link('/', nav.home),
    link('/om', nav.about),
    link('/praktisk', nav.practical),
    { key: 'results', label: nav.results, children: resultChildren },
    link('/maerkebestilling', nav.badges),
    link('/kontakt', nav.contact),
    link('/events', nav.events),
  ];
  if (isStaff) {
    items.push({ key: 'staff', label: nav.staff, children: [link('/staff/tasks', nav.staffTasks), link('/staff/patrols', nav.staffPatrols)] });
  }
  if (isAdmin) {
    items.push({
      key: 'admin',
      label: nav.admin,
      children: [link('/mgmt/users', nav.adminUsers), link('/mgmt/battles', nav.adminBattles), link('/mgmt/moduler', nav.adminModules)],
    });
  }
  return items;
}

/** The login menu: 'Opret Bruger' and 'Log ind' when logged out, 'Profil' and 'Log ud' when logged in. */
export function loginMenuItems(loggedIn: boolean, onLogout: () => void): MenuItems {
  if (!loggedIn) return [link('/user/signup', nav.signup), link('/login', nav.login)];
  return [link('/user', nav.profile), { key: 'logout', label: nav.logout, onClick: onLogout }];
}
