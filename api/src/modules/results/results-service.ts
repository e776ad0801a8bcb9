/**
 * Result rules (docs/results.md): the public sees published results only (NOT_FOUND
 * otherwise). `store` writes a battle's built result (ranked, with a unique path); the demo
 * seed uses it, and so will the staff's build.
 */
import { categoryName } from '@usb/contracts/domain';
import type { Result } from '../../generated/graphql';
import { ApiError } from '../../errors';
import type { BattleRecord } from '../battles';
import { rankPatrols, slugOf, type ScoredPatrol } from './ranking';
import type { ResultRecord, ResultsRepository } from './results-repository';

export interface BuiltCategory {
  category: number;
  taskNames: string[];
  /** Each patrol's points per task (taskResults), in the order of taskNames. */
  patrols: ScoredPatrol[];
}

function toResult(record: ResultRecord): Result {
  return {
    id: String(record.id),
    battleID: String(record.battleId),
    battleName: record.battleName,
    path: record.path,
    published: record.published,
    // Rows written before results were built carry the column default `{}`.
    categories: record.data.categories ?? [],
  };
}

export function createResultsService(repository: ResultsRepository) {
  async function uniquePath(name: string, battleId: number): Promise<string> {
    const base = slugOf(name);
    let path = base;
    for (let suffix = 2; await repository.pathTaken(path, battleId); suffix += 1) path = `${base}-${suffix}`;
    return path;
  }

  return {
    overview: () => repository.overview(),

    async getByPath(path: string): Promise<Result> {
      const found = await repository.findPublishedByPath(path);
      if (!found) throw new ApiError('NOT_FOUND', 'No published result at this path');
      return toResult(found);
    },

    async getLatest(): Promise<Result> {
      const found = await repository.latestPublished();
      if (!found) throw new ApiError('NOT_FOUND', 'No published result');
      return toResult(found);
    },

    async findByBattle(battleId: number): Promise<Result | null> {
      const found = await repository.findByBattle(battleId);
      return found ? toResult(found) : null;
    },

    /** Writes (or rewrites in place) the battle's result, ranking each category. */
    async store(battle: BattleRecord, categories: BuiltCategory[], published: boolean): Promise<Result> {
      const existing = await repository.findByBattle(battle.id);
      const stored = await repository.upsert({
        battleId: battle.id,
        battleName: battle.name,
        path: existing?.path ?? (await uniquePath(battle.name, battle.id)),
        published,
        data: {
          categories: categories.map((category) => ({
            category: category.category,
            name: categoryName(category.category),
            taskNames: category.taskNames,
            patrols: rankPatrols(category.patrols),
          })),
        },
      });
      return toResult(stored);
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
