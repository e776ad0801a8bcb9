/**
 * A battle's result from the current points (docs/results.md): one table per category with the
 * category's tasks by availableFrom then name, and each of its patrols' task points in that
 * order (0 for a task not answered). Ranking is ranking.ts's, when the result is stored.
 */
import { corpsName, patrolCategories } from '@usb/schema/domain';
import type { BattleTaskPoints } from '../answers';
import type { PatrolRecord } from '../patrols';
import type { BattleTaskRecord } from '../tasks';
import type { ScoredPatrol } from './ranking';

/** One category's table as built, before ranking (results-service.ts ranks it when it stores the result). */
export interface BuiltCategory {
  category: number;
  taskNames: string[];
  /** Each patrol's points per task (taskResults), in the order of taskNames. */
  patrols: ScoredPatrol[];
}

export function buildCategories(tasks: BattleTaskRecord[], patrols: PatrolRecord[], points: BattleTaskPoints): BuiltCategory[] {
  // Each patrol's points by task id, filled from the battle's points without an object per task answer.
  const byPatrol = new Map(patrols.map((patrol) => [patrol.id, new Map<number, number>()]));
  points.patrolIds.forEach((patrolId, index) => byPatrol.get(patrolId)?.set(points.battleTaskIds[index] ?? 0, points.points[index] ?? 0));
  return patrolCategories.map(({ value: category }) => {
    const categoryTasks = tasks
      .filter((task) => task.patrolCategories.includes(category))
      .sort((a, b) => a.availableFrom.getTime() - b.availableFrom.getTime() || a.name.localeCompare(b.name, 'da'));
    return {
      category,
      taskNames: categoryTasks.map((task) => task.name),
      patrols: patrols
        .filter((patrol) => patrol.category === category)
        .map((patrol) => {
          const ofPatrol = byPatrol.get(patrol.id);
          return { name: patrol.name, corps: corpsName(patrol.corps), taskResults: categoryTasks.map((task) => ofPatrol?.get(task.id) ?? 0) };
        }),
    };
  });
}
