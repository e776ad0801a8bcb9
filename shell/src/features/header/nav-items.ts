import { fill, messages } from '@usb/contracts/messages';
import type { ResultOverviewItem } from './use-result-overview';

/** A page of the site. */
export interface NavLink {
  kind: 'link';
  path: string;
  label: string;
}

/** Something done in place ('Log ud'). */
export interface NavAction {
  kind: 'action';
  key: string;
  label: string;
  onSelect: () => void;
}

/** A text in place of a group's links ('Der er ingen resultater at vise.'). */
export interface NavNote {
  kind: 'note';
  key: string;
  label: string;
}

/** A title that opens its links (RESULTATER, Stab, Administration). */
export interface NavGroup {
  kind: 'group';
  key: string;
  label: string;
  children: (NavLink | NavNote)[];
}

export type NavItem = NavLink | NavAction | NavGroup;

/** The key of an item: a link's path, else its own key. */
export const itemKey = (item: NavItem | NavNote): string => (item.kind === 'link' ? item.path : item.key);

const nav = messages.nav;
const link = (path: string, label: string): NavLink => ({ kind: 'link', path, label });

export interface MainMenuInput {
  results: readonly ResultOverviewItem[];
  isStaff: boolean;
  isAdmin: boolean;
}

/**
 * The main menu in its fixed order: FORSIDE, OM USB, PRAKTISK AFVIKLING, RESULTATER,
 * MÆRKEBESTILLING, KONTAKT, EVENTS. 'Stab' (Opgaver, Patruljer, Resultater, Aftenen live, Blog) only with StaffRole (SPEC.md; the seeded and
 * bootstrapped admins hold it too), the administration menu only with AdminRole
 * (docs/authorization.md).
 */
export function mainMenuItems({ results, isStaff, isAdmin }: MainMenuInput): NavItem[] {
  const resultChildren: NavGroup['children'] =
    results.length > 0
      ? results.map((result) =>
          link(`/resultater/${result.path}`, result.frozenAt ? fill(messages.results.frozenEntry, { battle: result.battleName }) : result.battleName),
        )
      : [{ kind: 'note', key: 'no-results', label: messages.results.noResults }];
  const items: NavItem[] = [
    link('/', nav.home),
    link('/om', nav.about),
    link('/praktisk', nav.practical),
    { kind: 'group', key: 'results', label: nav.results, children: resultChildren },
    link('/maerkebestilling', nav.badges),
    link('/kontakt', nav.contact),
    link('/events', nav.events),
  ];
  if (isStaff) {
    items.push({
      kind: 'group',
      key: 'staff',
      label: nav.staff,
      children: [
        link('/staff/tasks', nav.staffTasks),
        link('/staff/questions', nav.staffQuestions),
        link('/staff/patrols', nav.staffPatrols),
        link('/staff/announcements', nav.staffAnnouncements),
        link('/staff/results', nav.staffResults),
        link('/staff/gallery', nav.staffGallery),
        link('/staff/live', nav.staffLive),
        link('/mgmt/blog', nav.staffBlog),
      ],
    });
  }
  if (isAdmin) {
    items.push({
      kind: 'group',
      key: 'admin',
      label: nav.admin,
      children: [
        link('/mgmt/users', nav.adminUsers),
        link('/mgmt/battles', nav.adminBattles),
        link('/mgmt/moduler', nav.adminModules),
        link('/mgmt/settings', nav.adminSettings),
      ],
    });
  }
  return items;
}

/** The login menu: 'Opret Bruger' and 'Log ind' when logged out, 'Profil' and 'Log ud' when logged in. */
export function loginMenuItems(loggedIn: boolean, onLogout: () => void): NavItem[] {
  if (!loggedIn) return [link('/user/signup', nav.signup), link('/login', nav.login)];
  return [link('/user', nav.profile), { kind: 'action', key: 'logout', label: nav.logout, onSelect: onLogout }];
}
