import { Select } from '@usb/ui/pickers';
import { Card, Flex, Typography } from '@usb/ui/core';
import { staffMessages } from '../texts';
import { LoadError } from '@usb/contracts/components';
import { useStaffBattles } from '../api/use-staff-battles';
import { useStaffSelection } from '../hooks/use-staff-selection';

const text = staffMessages.selection;

/** The battle of the staff selection, chosen among the battles the caller staffs (newest first). */
export function BattlePicker() {
  const [selection, update] = useStaffSelection();
  const { battles, loading, failed, retry } = useStaffBattles();
  if (failed) return <LoadError message={staffMessages.battlesLoadError} onRetry={retry} />;
  if (!loading && battles.length === 0) return <Typography.Text type="secondary">{text.noBattles}</Typography.Text>;
  return (
    <Select
      aria-label={text.battle}
      placeholder={text.battlePlaceholder}
      loading={loading}
      style={{ width: '100%' }}
      value={battles.some((battle) => battle.id === selection.battleID) ? selection.battleID : undefined}
      options={battles.map((battle) => ({ value: battle.id, label: battle.name }))}
      onChange={(battleID: string) => update({ battleID })}
    />
  );
}

/** The battle picker alone in a small card, at the top of a staff screen that shows one battle. */
export function BattlePickerCard() {
  return (
    <Card size="small">
      <Flex vertical gap="small" style={{ maxWidth: 420 }}>
        <BattlePicker />
      </Flex>
    </Card>
  );
}
