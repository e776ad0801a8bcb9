import type { ReactNode } from 'react';
import { Card, Flex, Typography } from '@usb/ui/core';
import { Switch } from '@usb/ui/controls';
import { Radio } from '@usb/ui/inputs';
import { Select } from '@usb/ui/pickers';
import { staffMessages } from '../../../texts';
import { BattlePicker } from '../../../components/battle-picker';
import { useStaffSelection } from '../../../hooks/use-staff-selection';
import { patrolLabel } from '../../../lib/blind-code';
import type { StaffTask } from '../api/use-task-overview';
import { useBattlePatrols } from '../api/use-battle-patrols';

const text = staffMessages.selection;

const correctedOptions = [
  { value: 'all', label: text.all },
  { value: 'true', label: text.yes },
  { value: 'false', label: text.no },
];

const fieldStyle = { flex: '1 1 220px', minWidth: 0 };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4} style={fieldStyle}>
      <Typography.Text strong>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/** What the corrector works on: battle, task, patrol, the two filters and blind correction, kept in STATE. */
export function StaffSelectionCard({ tasks }: { tasks: StaffTask[] }) {
  const [selection, update] = useStaffSelection();
  const { patrols } = useBattlePatrols(selection.battleID);
  return (
    <Card title={text.title} size="small">
      <Flex wrap gap="middle">
        <Field label={text.battle}>
          <BattlePicker />
        </Field>
        <Field label={text.task}>
          <Select
            aria-label={text.task}
            disabled={!selection.battleID}
            value={selection.battleTaskID ?? ''}
            options={[{ value: '', label: text.allTasks }, ...tasks.map((task) => ({ value: task.id, label: task.name }))]}
            onChange={(value: string) => update({ battleTaskID: value || null })}
          />
        </Field>
        <Field label={text.patrol}>
          <Select
            aria-label={text.patrol}
            disabled={!selection.battleID}
            showSearch={{ optionFilterProp: 'label' }}
            value={selection.patrolID ?? ''}
            options={[{ value: '', label: text.allPatrols }, ...patrols.map((patrol) => ({ value: patrol.id, label: patrolLabel(patrol, selection.blind) }))]}
            onChange={(value: string) => update({ patrolID: value || null })}
          />
        </Field>
      </Flex>
      <Flex wrap gap="large" align="center" style={{ marginTop: 16 }}>
        <Flex gap="small" align="center">
          <Typography.Text id="corrected-filter">{text.corrected}</Typography.Text>
          <Radio.Group
            aria-labelledby="corrected-filter"
            optionType="button"
            size="small"
            value={selection.corrected === null ? 'all' : String(selection.corrected)}
            options={correctedOptions}
            onChange={(event) => update({ corrected: event.target.value === 'all' ? null : event.target.value === 'true' })}
          />
        </Flex>
        <Flex gap="small" align="center">
          <Switch aria-label={text.unlocked} checked={selection.unlocked} onChange={(unlocked) => update({ unlocked })} />
          <Typography.Text>{text.unlocked}</Typography.Text>
        </Flex>
        <Flex gap="small" align="center">
          <Switch aria-label={text.blind} checked={selection.blind} onChange={(blind) => update({ blind })} />
          <Typography.Text>{text.blind}</Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
