import { messages } from '@usb/contracts/messages';
import { loginMenuItems, mainMenuItems } from './menu-items';

type Item = { key?: unknown; label?: unknown; children?: Item[]; disabled?: boolean };

/** The visible text of a menu label (a plain string or a Link element). */
function text(label: unknown): string {
  if (typeof label === 'string') return label;
  const element = label as { props?: { children?: unknown } } | undefined;
  return typeof element?.props?.children === 'string' ? element.props.children : '';
}

const labels = (items: Item[]): string[] => items.map((item) => text(item.label));
const nav = messages.nav;

describe('main menu', () => {
  it('shows the public entries in their fixed order, without staff or admin menus', () => {
    const items = mainMenuItems({ results: [], isStaff: false, isAdmin: false }) as Item[];
    expect(labels(items)).toEqual(['FORSIDE', 'OM USB', 'PRAKTISK AFVIKLING', 'RESULTATER', 'MÆRKEBESTILLING', 'KONTAKT', 'EVENTS']);
  });

  it('says there are no results when the overview is empty, else links each result', () => {
    const empty = mainMenuItems({ results: [], isStaff: false, isAdmin: false }) as Item[];
    const results = empty.find((item) => item.key === 'results');
    expect(results?.children).toEqual([{ key: 'no-results', label: 'Der er ingen resultater at vise.', disabled: true }]);

    const filled = mainMenuItems({ results: [{ path: 'usb-2025', battleName: 'USB 2025' }], isStaff: false, isAdmin: false }) as Item[];
    const child = filled.find((item) => item.key === 'results')?.children?.[0];
    expect(child?.key).toBe('/resultater/usb-2025');
    expect(text(child?.label)).toBe('USB 2025');
  });

  it("adds 'Stab' with Opgaver and Patruljer for staff", () => {
    const items = mainMenuItems({ results: [], isStaff: true, isAdmin: false }) as Item[];
    const staff = items.find((item) => item.key === 'staff');
    expect(text(staff?.label)).toBe('Stab');
    expect(staff?.children?.map((child) => child.key)).toEqual(['/staff/tasks', '/staff/patrols']);
    expect(labels(staff?.children ?? [])).toEqual(['Opgaver', 'Patruljer']);
    expect(items.some((item) => item.key === 'admin')).toBe(false);
  });

  it('adds the administration menu with Brugere, Events and Moduler for admins', () => {
    const items = mainMenuItems({ results: [], isStaff: false, isAdmin: true }) as Item[];
    const admin = items.find((item) => item.key === 'admin');
    expect(admin?.children?.map((child) => child.key)).toEqual(['/mgmt/users', '/mgmt/battles', '/mgmt/moduler']);
    expect(labels(admin?.children ?? [])).toEqual(['Brugere', 'Events', 'Moduler']);
    expect(items.some((item) => item.key === 'staff')).toBe(false);
  });
});

describe('login menu', () => {
  it("offers 'Opret Bruger' and 'Log ind' when logged out", () => {
    const items = loginMenuItems(false, jest.fn()) as Item[];
    expect(items.map((item) => item.key)).toEqual(['/user/signup', '/login']);
    expect(labels(items)).toEqual([nav.signup, nav.login]);
  });

  it("offers 'Profil' and 'Log ud' when logged in; 'Log ud' calls the logout", () => {
    const onLogout = jest.fn();
    const items = loginMenuItems(true, onLogout) as (Item & { onClick?: () => void })[];
    expect(labels(items)).toEqual(['Profil', 'Log ud']);
    items[1]?.onClick?.();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
