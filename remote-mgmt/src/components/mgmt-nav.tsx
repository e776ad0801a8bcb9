import { ROLE_ADMIN } from '@usb/schema/domain';
import { Menu } from '@usb/ui/nav';
import { Link, useLocation } from '@usb/contracts/router';
import { hasAnyRole, useSession } from '@usb/contracts/session';
import { mgmtMessages } from '../texts';

const text = mgmtMessages.nav;

const sections = [
  { path: '/mgmt/battles', label: text.battles },
  { path: '/mgmt/users', label: text.users },
  { path: '/mgmt/orders', label: text.orders },
  { path: '/mgmt/moduler', label: text.modules },
  { path: '/mgmt/settings', label: text.settings },
];

const adminRoles = [ROLE_ADMIN];

/**
 * The management area's own menu. The shell's administration menu lists Brugere, Events,
 * Moduler and Indstillinger, so the badge orders are reached from here. Staff writing a battle's blog see no menu: the
 * other screens are not theirs.
 */
export function MgmtNav() {
  const { pathname } = useLocation();
  const isAdmin = useSession((state) => hasAnyRole(state, adminRoles));
  if (!isAdmin) return null;
  const current = sections.find((section) => pathname.startsWith(section.path))?.path ?? '';
  return (
    <nav aria-label={text.label}>
      <Menu
        mode="horizontal"
        selectedKeys={[current]}
        items={sections.map((section) => ({ key: section.path, label: <Link to={section.path}>{section.label}</Link> }))}
        style={{ borderBottom: 'none' }}
      />
    </nav>
  );
}
