import { messages } from '@usb/contracts/messages';
import { itemKey, loginMenuItems, mainMenuItems, type NavItem } from './nav-items';

const labels = (items: readonly { label: string }[]): string[] => items.map((item) => item.label);
const nav = messages.nav;
const group = (items: NavItem[], key: string) => {
  const found = items.find((item) => item.kind === 'group' && item.key === key);
  return found?.kind === 'group' ? found : undefined;
};

describe('main menu', () => {
  it('shows the public entries in their fixed order, without staff or admin menus', () => {
    const items = mainMenuItems({ results: [], isStaff: false, isAdmin: false });
    expect(labels(items)).toEqual(['FORSIDE', 'OM USB', 'PRAKTISK AFVIKLING', 'RESULTATER', 'MÆRKEBESTILLING', 'KONTAKT', 'EVENTS']);
  });

  it('says there are no results when the overview is empty, else links each result', () => {
    const empty = mainMenuItems({ results: [], isStaff: false, isAdmin: false });
    expect(group(empty, 'results')?.children).toEqual([{ kind: 'note', key: 'no-results', label: 'Der er ingen resultater at vise.' }]);

    const filled = mainMenuItems({ results: [{ path: 'usb-2025', battleName: 'USB 2025', frozenAt: null }], isStaff: false, isAdmin: false });
    expect(group(filled, 'results')?.children).toEqual([{ kind: 'link', path: '/resultater/usb-2025', label: 'USB 2025' }]);
  });

  it("marks a frozen battle's entry 'frosset'", () => {
    const frozen = mainMenuItems({ results: [{ path: 'usb-2025', battleName: 'USB 2025', frozenAt: '2025-11-13T20:00:00Z' }], isStaff: false, isAdmin: false });
    expect(group(frozen, 'results')?.children).toEqual([{ kind: 'link', path: '/resultater/usb-2025', label: 'USB 2025 (frosset)' }]);
  });

  it("adds 'Stab' with every staff screen and Blog for staff", () => {
    const items = mainMenuItems({ results: [], isStaff: true, isAdmin: false });
    const staff = group(items, 'staff');
    expect(staff?.label).toBe('Stab');
    expect(staff?.children.map(itemKey)).toEqual([
      '/staff/tasks',
      '/staff/questions',
      '/staff/patrols',
      '/staff/announcements',
      '/staff/results',
      '/staff/gallery',
      '/staff/live',
      '/mgmt/blog',
    ]);
    expect(labels(staff?.children ?? [])).toEqual(['Opgaver', 'Spørgsmål', 'Patruljer', 'Beskeder', 'Resultater', 'Galleri', 'Aftenen live', 'Blog']);
    expect(group(items, 'admin')).toBeUndefined();
  });

  it('adds the administration menu with Brugere, Events, Moduler and Indstillinger for admins', () => {
    const items = mainMenuItems({ results: [], isStaff: false, isAdmin: true });
    const admin = group(items, 'admin');
    expect(admin?.children.map(itemKey)).toEqual(['/mgmt/users', '/mgmt/battles', '/mgmt/moduler', '/mgmt/settings']);
    expect(labels(admin?.children ?? [])).toEqual(['Brugere', 'Events', 'Moduler', 'Indstillinger']);
    expect(group(items, 'staff')).toBeUndefined();
  });
});

describe('login menu', () => {
  it("offers 'Opret Bruger' and 'Log ind' when logged out", () => {
    const items = loginMenuItems(false, jest.fn());
    expect(items.map(itemKey)).toEqual(['/user/signup', '/login']);
    expect(labels(items)).toEqual([nav.signup, nav.login]);
  });

  it("offers 'Profil' and 'Log ud' when logged in; 'Log ud' calls the logout", () => {
    const onLogout = jest.fn();
    const items = loginMenuItems(true, onLogout);
    expect(labels(items)).toEqual(['Profil', 'Log ud']);
    const logout = items[1];
    if (logout?.kind === 'action') logout.onSelect();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
