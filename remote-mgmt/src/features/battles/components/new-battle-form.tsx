import { useState } from 'react';
import { mgmtMessages } from '../../../texts';
import { useCreateBattle } from '../api/use-create-battle';
import { newBattleTimes } from '../lib/new-battle-times';
import type { BattleFormValues } from '../lib/battle-rules';
import { BattleForm } from './battle-form';

const text = mgmtMessages.battles;

/** 'Nyt event': a name and the four times (future defaults); nothing exists until 'Opret event'. */
export function NewBattleForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateBattle();
  const [initialValues] = useState<BattleFormValues>(() => ({ name: '', ...newBattleTimes(new Date()) }));
  return <BattleForm initialValues={initialValues} save={create} success={text.created} submitLabel={text.create} onSaved={onCreated} />;
}
