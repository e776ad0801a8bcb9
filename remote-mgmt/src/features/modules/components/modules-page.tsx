import { Flex, Typography, LoadingBlock } from '@usb/ui/core';
import { LoadError } from '@usb/contracts/components';
import { mgmtMessages } from '../../../texts';
import { MgmtPage } from '../../../components/mgmt-page';
import { useRemoteHistory } from '../api/use-remote-history';
import { useRemoteModules } from '../api/use-remote-modules';
import { DeployLockSection } from './deploy-lock-section';
import { DeployTokensSection } from './deploy-tokens-section';
import { RemoteHistoryTable } from './remote-history-table';
import { RemoteModuleSection } from './remote-module-section';

const text = mgmtMessages.modules;

/**
 * /mgmt/moduler: the deploy lock, every remote with its deployed versions ('Aktivér',
 * 'Trinvis' and 'Forhåndsvis' a version, 'Rul tilbage' the remote) and its canary, the history
 * of switches, and the deploy tokens teams' CI uploads with.
 */
export default function ModulesPage() {
  const modules = useRemoteModules();
  const history = useRemoteHistory();
  return (
    <MgmtPage title={text.title}>
      <Typography.Paragraph style={{ margin: 0 }}>{text.intro}</Typography.Paragraph>
      {modules.failed && <LoadError onRetry={modules.retry} />}
      {modules.loading && <LoadingBlock />}
      {!modules.loading && !modules.failed && modules.modules.length === 0 && <Typography.Text>{text.empty}</Typography.Text>}
      <Flex vertical gap="large">
        <DeployLockSection />
        {modules.modules.map((module) => (
          <RemoteModuleSection key={module.name} module={module} />
        ))}
        <section aria-labelledby="remote-history">
          <Typography.Title level={3} id="remote-history">
            {text.history.title}
          </Typography.Title>
          {history.failed && <LoadError onRetry={history.retry} />}
          <RemoteHistoryTable history={history.history} loading={history.loading} />
        </section>
        <DeployTokensSection />
      </Flex>
    </MgmtPage>
  );
}
