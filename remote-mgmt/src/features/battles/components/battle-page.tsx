import { Alert, LoadingBlock } from '@usb/ui/core';
import { Tabs } from '@usb/ui/nav';
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams } from '@usb/contracts/router';
import { mgmtMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { MgmtPage } from '../../../components/mgmt-page';
import { useBattle } from '../api/use-battle';

const text = mgmtMessages.battle;

/** The tabs in their order; each is a child route, so a tab can be linked to and survives a reload. */
const tabs = [
  { key: 'opgaver', label: text.tabs.tasks },
  { key: 'stab', label: text.tabs.staff },
  { key: 'patruljer', label: text.tabs.patrols },
];

/**
 * /mgmt/battles/:battleID/*, for admins: the battle's name over its tabs. Its results and its
 * blog are the staff's screens ('Stab' menu), which admins use too.
 */
export default function BattlePage() {
  const { battleID = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { battle, loading, notFound, failed, retry } = useBattle(battleID);
  const base = `/mgmt/battles/${battleID}`;
  const active = tabs.find((tab) => pathname.startsWith(`${base}/${tab.key}`));
  if (!active) return <Navigate to={`${base}/opgaver`} replace />;
  if (loading) return <LoadingBlock />;
  if (notFound) return <Alert type="warning" showIcon title={text.notFound} action={<Link to="/mgmt/battles">{mgmtMessages.nav.battles}</Link>} />;
  if (failed || !battle) return <LoadError onRetry={retry} />;
  return (
    <MgmtPage title={battle.name}>
      <Tabs activeKey={active.key} onChange={(key) => void navigate(`${base}/${key}`)} items={tabs.map(({ key, label }) => ({ key, label }))} />
      <Outlet />
    </MgmtPage>
  );
}
