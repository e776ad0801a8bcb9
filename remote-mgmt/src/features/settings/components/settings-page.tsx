import { mgmtMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { LoadingBlock } from '@usb/ui/core';
import { MgmtPage } from '../../../components/mgmt-page';
import { useSettings } from '../api/use-settings';
import { SettingsForm } from './settings-form';

/** /mgmt/settings: the site settings an admin changes without a rebuild (docs/settings.md). */
export default function SettingsPage() {
  const { settings, loading, failed, retry } = useSettings();
  return (
    <MgmtPage title={mgmtMessages.settings.title}>
      {failed && <LoadError onRetry={retry} />}
      {loading && <LoadingBlock />}
      {settings && <SettingsForm settings={settings} />}
    </MgmtPage>
  );
}
