/**
 * A battle's result from the current points (docs/results.md): one table per category with the
 * category's tasks by availableFrom then name, and each of its patrols' task points in that
 * order (0 for a task not answered). Ranking is ranking.ts's, when the result is stored.
 */
import { corpsName, patrolCategories } from '@usb/contracts/domain';
import type { TaskPoints } from '../answers';
import type { PatrolRecord } from '../patrols';
import type { BattleTaskRecord } from '../tasks';
import type { BuiltCategory } from './results-service';

export function buildCategories(tasks: BattleTaskRecord[], patrols: PatrolRecord[], points: TaskPoints[]): BuiltCategory[] {
  const pointsOf = new Map<number, Map<number, number>>();
  for (const entry of points) {
    const ofPatrol = pointsOf.get(entry.patrolId) ?? new Map<number, number>();
    pointsOf.set(entry.patrolId, ofPatrol.set(entry.battleTaskId, entry.points));
  }
  return patrolCategories.map(({ value: category }) => {
    const categoryTasks = tasks
      .filter((task) => task.patrolCategories.includes(category))
      .sort((a, b) => a.availableFrom.getTime() - b.availableFrom.getTime() || a.name.localeCompare(b.name, 'da'));
    return {
      category,
      taskNames: categoryTasks.map((task) => task.name),
      patrols: patrols
        .filter((patrol) => patrol.category === category)
        .map((patrol) => ({
          name: patrol.name,
          corps: corpsName(patrol.corps),
          taskResults: categoryTasks.map((task) => pointsOf.get(patrol.id)?.get(task.id) ?? 0),
        })),
    };
  });
}
