import { useState } from 'react';
import { Drawer } from '@usb/contracts/ui/nav';
import { mgmtMessages } from '@usb/contracts/messages/mgmt';
import { LoadError } from '@usb/contracts/components';
import { MgmtPage } from '../../../components/mgmt-page';
import { fill } from '../../../lib/fill';
import { useBattles, type MgmtBattle } from '../api/use-battles';
import { BattleForm } from './battle-form';
import { BattlesTable } from './battles-table';
import { CloneBattleForm } from './clone-battle-form';
import { CreateBattleForm } from './create-battle-form';

const text = mgmtMessages.battles;

type Editing = { kind: 'edit' | 'clone'; battle: MgmtBattle } | null;

/**
 * /mgmt/battles, the management area's landing page: every battle newest first, a new one by
 * name, and a drawer to set a battle's times or copy it to a new date.
 */
export function BattlesPage() {
  const { battles, loading, failed, retry } = useBattles();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const title = editing?.kind === 'clone' ? fill(text.cloneTitle, { name: editing.battle.name }) : text.editTitle;
  return (
    <MgmtPage title={text.title}>
      <CreateBattleForm onCreated={(battle) => setEditing({ kind: 'edit', battle })} />
      {failed && <LoadError onRetry={retry} />}
      <BattlesTable
        battles={battles}
        loading={loading}
        onEdit={(battle) => setEditing({ kind: 'edit', battle })}
        onClone={(battle) => setEditing({ kind: 'clone', battle })}
      />
      <Drawer open={editing !== null} onClose={close} title={title} size="large" destroyOnHidden>
        {editing?.kind === 'edit' && <BattleForm key={editing.battle.id} battle={editing.battle} onSaved={close} />}
        {editing?.kind === 'clone' && (
          <CloneBattleForm key={editing.battle.id} battle={editing.battle} onCloned={(copy) => setEditing({ kind: 'edit', battle: copy })} />
        )}
      </Drawer>
    </MgmtPage>
  );
}
