import { mgmtMessages } from '../../../texts';
import type { MgmtBattle } from '../api/use-battles';
import { useSaveBattle } from '../api/use-save-battle';
import { Divider } from '@usb/ui/core';
import { BattleForm } from './battle-form';
import { FreezeForm } from './freeze-form';

/** An existing battle's name and times, saved with saveBattle, and below them its freeze time. */
export function EditBattleForm({ battle, onSaved }: { battle: MgmtBattle; onSaved?: () => void }) {
  const save = useSaveBattle(battle.id);
  const { name, start, end, registrationFrom, registrationTo } = battle;
  return (
    <>
      <BattleForm
        initialValues={{ name, start, end, registrationFrom, registrationTo }}
        save={save}
        success={mgmtMessages.battles.savedBattle}
        submitLabel={mgmtMessages.common.save}
        onSaved={onSaved}
      />
      <Divider />
      <FreezeForm battle={battle} />
    </>
  );
}
