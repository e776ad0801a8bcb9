import { Descriptions } from '@usb/contracts/ui/data';
import { messages } from '@usb/contracts/messages';
import type { BattleTaskView } from '../api/use-battle-task';
import { formatTaskTime } from '../lib/task-times';

/** Opens / closes / late delivery until (docs/answers-and-windows.md); the date only with displayDate. */
export function TaskTimes({ task }: { task: BattleTaskView }) {
  const items = [
    { key: 'opens', label: messages.taskView.opens, children: formatTaskTime(task.availableFrom, task.displayDate) },
    { key: 'closes', label: messages.taskView.closes, children: formatTaskTime(task.close, task.displayDate) },
    { key: 'late', label: messages.taskView.lateUntil, children: formatTaskTime(task.availableTo, task.displayDate) },
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 3 }} items={items} />;
}
