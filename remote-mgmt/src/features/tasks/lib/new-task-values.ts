import { patrolCategories } from '@usb/schema/domain';
import type { MgmtTask } from '../api/use-tasks';
import type { TaskFormValues } from './task-rules';

const LATE_DELIVERY_MS = 30 * 60_000;

/**
 * A new task's starting values: both categories, open from the battle's start to its end, and
 * late answers taken for 30 minutes after that, the usual allowance of the rules.
 */
export function newTaskValues(battle: { start: string; end: string }): TaskFormValues {
  return {
    name: '',
    description: '',
    patrolCategories: patrolCategories.map((category) => category.value),
    availableFrom: battle.start,
    close: battle.end,
    availableTo: new Date(Date.parse(battle.end) + LATE_DELIVERY_MS).toISOString(),
    displayDate: false,
  };
}

/** An existing task's values for its form. */
export function taskValues(task: MgmtTask): TaskFormValues {
  const { name, description, patrolCategories: categories, availableFrom, close, availableTo, displayDate } = task;
  return { name, description, patrolCategories: categories, availableFrom, close, availableTo, displayDate };
}
