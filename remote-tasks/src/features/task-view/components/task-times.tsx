import { Typography } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import type { BattleTaskView } from '../api/use-battle-task';
import { formatTaskTime } from '../lib/task-times';

/**
 * Opens / closes / late delivery until (docs/answers-and-windows.md); the date only with
 * displayDate. A definition list of core components: the task's first screen needs no kit
 * beyond the core one (the data kit would add chunks of its own before the task could show).
 */
export function TaskTimes({ task }: { task: BattleTaskView }) {
  const items = [
    { key: 'opens', label: messages.taskView.opens, value: formatTaskTime(task.availableFrom, task.displayDate) },
    { key: 'closes', label: messages.taskView.closes, value: formatTaskTime(task.close, task.displayDate) },
    { key: 'late', label: messages.taskView.lateUntil, value: formatTaskTime(task.availableTo, task.displayDate) },
  ];
  return (
    <dl style={{ display: 'flex', flexWrap: 'wrap', columnGap: 24, rowGap: 4, margin: 0 }}>
      {items.map(({ key, label, value }) => (
        <div key={key} style={{ display: 'flex', alignItems: 'baseline', gap: 8, flex: '1 1 160px' }}>
          <dt style={{ flex: 'none' }}>
            <Typography.Text type="secondary">{label}</Typography.Text>
          </dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
