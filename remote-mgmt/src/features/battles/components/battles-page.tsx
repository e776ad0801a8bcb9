import { useState } from 'react';
import { Button } from '@usb/ui/core';
import { Drawer } from '@usb/ui/nav';
import { mgmtMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { fill } from '@usb/contracts/messages';
import { MgmtPage } from '../../../components/mgmt-page';
import { useBattles, type MgmtBattle } from '../api/use-battles';
import { BattlesTable } from './battles-table';
import { CloneBattleForm } from './clone-battle-form';
import { EditBattleForm } from './edit-battle-form';
import { NewBattleForm } from './new-battle-form';

const text = mgmtMessages.battles;

type Editing = { kind: 'create' } | { kind: 'edit' | 'clone'; battle: MgmtBattle } | null;

const titles = { create: text.createTitle, edit: text.editTitle } as const;

/**
 * /mgmt/battles, the management area's landing page: every battle newest first, and a drawer
 * to create one (nothing is created until it is saved), set a battle's times or copy it to a
 * new date.
 */
export function BattlesPage() {
  const { battles, loading, failed, retry } = useBattles();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const title = editing?.kind === 'clone' ? fill(text.cloneTitle, { name: editing.battle.name }) : titles[editing?.kind ?? 'edit'];
  return (
    <MgmtPage title={text.title}>
      <div>
        <Button type="primary" onClick={() => setEditing({ kind: 'create' })}>
          {text.create}
        </Button>
      </div>
      {failed && <LoadError onRetry={retry} />}
      <BattlesTable
        battles={battles}
        loading={loading}
        onEdit={(battle) => setEditing({ kind: 'edit', battle })}
        onClone={(battle) => setEditing({ kind: 'clone', battle })}
      />
      <Drawer open={editing !== null} onClose={close} title={title} size="large" destroyOnHidden>
        {editing?.kind === 'create' && <NewBattleForm onCreated={close} />}
        {editing?.kind === 'edit' && <EditBattleForm key={editing.battle.id} battle={editing.battle} onSaved={close} />}
        {editing?.kind === 'clone' && (
          <CloneBattleForm key={editing.battle.id} battle={editing.battle} onCloned={(copy) => setEditing({ kind: 'edit', battle: copy })} />
        )}
      </Drawer>
    </MgmtPage>
  );
}
