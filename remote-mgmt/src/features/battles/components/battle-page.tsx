import { ROLE_ADMIN } from '@usb/contracts/domain';
import { Alert } from '@usb/contracts/ui/core';
import { Tabs } from '@usb/contracts/ui/nav';
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams } from '@usb/contracts/router';
import { hasAnyRole, useSession } from '@usb/contracts/session';
import { mgmtMessages } from '@usb/contracts/messages/mgmt';
import { LoadError } from '@usb/contracts/components';
import { LoadingBlock } from '../../../components/loading-block';
import { MgmtPage } from '../../../components/mgmt-page';
import { useBattle } from '../api/use-battle';

const text = mgmtMessages.battle;
const adminRoles = [ROLE_ADMIN];

/** The tabs in their order; each is a child route, so a tab can be linked to and survives a reload. */
const tabs = [
  { key: 'opgaver', label: text.tabs.tasks, adminOnly: true },
  { key: 'stab', label: text.tabs.staff, adminOnly: true },
  { key: 'blog', label: text.tabs.blog, adminOnly: false },
  { key: 'patruljer', label: text.tabs.patrols, adminOnly: true },
];

/**
 * /mgmt/battles/:battleID/*: the battle's name over its tabs. The battle's staff reach only the
 * blog (the other tabs are the admins'), so they see just that tab.
 */
export default function BattlePage() {
  const { battleID = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isAdmin = useSession((state) => hasAnyRole(state, adminRoles));
  const { battle, loading, notFound, failed, retry } = useBattle(battleID);
  const visible = tabs.filter((tab) => isAdmin || !tab.adminOnly);
  const base = `/mgmt/battles/${battleID}`;
  const active = visible.find((tab) => pathname.startsWith(`${base}/${tab.key}`));
  if (!active) return <Navigate to={`${base}/${visible[0]?.key ?? 'blog'}`} replace />;
  if (loading) return <LoadingBlock />;
  if (notFound) return <Alert type="warning" showIcon title={text.notFound} action={<Link to="/mgmt/battles">{mgmtMessages.nav.battles}</Link>} />;
  if (failed || !battle) return <LoadError onRetry={retry} />;
  return (
    <MgmtPage title={battle.name}>
      <Tabs activeKey={active.key} onChange={(key) => void navigate(`${base}/${key}`)} items={visible.map(({ key, label }) => ({ key, label }))} />
      <Outlet />
    </MgmtPage>
  );
}
