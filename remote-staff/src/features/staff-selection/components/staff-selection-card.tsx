import { Card, Typography } from '@usb/contracts/ui/core';
import { Descriptions } from '@usb/contracts/ui/data';
import { messages } from '@usb/contracts/messages';
import { useStaffSelection } from '../hooks/use-staff-selection';

const text = messages.staffArea;

const yesNoAll = (value: boolean | null): string => (value === null ? text.all : value ? text.yes : text.no);

/** Shows what the staff member last selected (battle, task, patrol and the two filters). */
export function StaffSelectionCard() {
  const selection = useStaffSelection();
  const nothingSelected = !selection.battleID && !selection.battleTaskID && !selection.patrolID;
  return (
    <Card title={text.selectionTitle}>
      {nothingSelected && <Typography.Paragraph>{text.selectionEmpty}</Typography.Paragraph>}
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'battle', label: text.battle, children: selection.battleID ?? '-' },
          { key: 'task', label: text.battleTask, children: selection.battleTaskID ?? '-' },
          { key: 'patrol', label: text.patrol, children: selection.patrolID ?? '-' },
          { key: 'corrected', label: text.corrected, children: yesNoAll(selection.corrected) },
          { key: 'unlocked', label: text.unlocked, children: selection.unlocked ? text.yes : text.no },
        ]}
      />
    </Card>
  );
}
