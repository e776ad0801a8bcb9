import { Card, Flex, Typography } from '@usb/ui/core';
import { Select } from '@usb/ui/pickers';
import { useSearchParams } from '@usb/contracts/router';
import { mgmtMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { MgmtPage } from '../../../components/mgmt-page';
import { useStaffedBattles } from '../api/use-staffed-battles';
import { BattleBlog } from './battle-blog';

const text = mgmtMessages.blog;

/**
 * /mgmt/blog?battle={id}: the 'Stab' menu's Blog, for a battle's staff and admins. The battle is
 * chosen among those the caller staffs (the newest until one is chosen) and kept in the address,
 * so a reload or a shared link opens the same blog.
 */
export default function BlogPage() {
  const [params, setParams] = useSearchParams();
  const { battles, loading, failed, retry } = useStaffedBattles();
  const chosen = battles.find((battle) => battle.id === params.get('battle')) ?? battles[0];
  return (
    <MgmtPage title={text.title}>
      <Card size="small">
        <Flex vertical gap="small" style={{ maxWidth: 420 }}>
          {failed ? (
            <LoadError onRetry={retry} />
          ) : !loading && battles.length === 0 ? (
            <Typography.Text type="secondary">{text.noBattles}</Typography.Text>
          ) : (
            <Select
              aria-label={text.battle}
              placeholder={text.battle}
              loading={loading}
              style={{ width: '100%' }}
              value={chosen?.id}
              options={battles.map((battle) => ({ value: battle.id, label: battle.name }))}
              onChange={(battle: string) => setParams({ battle }, { replace: true })}
            />
          )}
        </Flex>
      </Card>
      {chosen && <BattleBlog key={chosen.id} battleID={chosen.id} />}
    </MgmtPage>
  );
}
