import { Result } from '@usb/contracts/ui/core';
import { messages } from '@usb/contracts/messages';

/**
 * /battles/tasks/{id}: the task view. The task query (Battles.getBattleTask) arrives with the
 * task issue; until the api serves it no task can be loaded, and the page says so with the
 * message of SPEC.md section 8.
 */
export function TaskViewPage() {
  return <Result status="warning" title={messages.task.loadError} />;
}
