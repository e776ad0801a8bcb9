/**
 * Result rules (docs/results.md): the public sees published results only (NOT_FOUND
 * otherwise), and while the battle is frozen the standings as they were at its freeze, built
 * from the points at that time on every read (nothing of them is stored or cached, so the
 * freeze takes effect in every api process the moment it passes or changes). The battle's staff and admins build a battle's result from the current points
 * (stored unpublished the first time, rebuilt in place after), read any result, publish it
 * (building it first when there is none), hide it again and delete it. `store` writes a built
 * result (ranked, with a unique path); the demo seed uses it too.
 */
import { categoryName } from '@usb/schema/domain';
import type { ResultData } from '../../db/schema';
import type { Result, ResultOverviewItem } from '../../generated/graphql';
import { ApiError } from '../../errors';
import type { AnswersService } from '../answers';
import type { BattleRecord, BattlesService } from '../battles';
import type { PatrolsService } from '../patrols';
import type { TasksService } from '../tasks';
import type { UserRecord } from '../users';
import { rankPatrols, slugOf } from './ranking';
import { buildCategories, type BuiltCategory } from './result-build';
import type { ResultRecord, ResultsRepository } from './results-repository';

/** A path a publisher chooses: lowercase a-z, 0-9 and '-', 1-100 characters. */
const PATH_PATTERN = /^[a-z0-9-]{1,100}$/;

function toResult(record: ResultRecord): Result {
  return {
    frozenAt: null,
    id: String(record.id),
    battleID: String(record.battleId),
    battleName: record.battleName,
    path: record.path,
    published: record.published,
    // Rows written before results were built carry the column default `{}`.
    categories: record.data.categories ?? [],
  };
}

/** Each category's table, ranked. */
function rankCategories(categories: BuiltCategory[]): ResultData {
  return {
    categories: categories.map((category) => ({
      category: category.category,
      name: categoryName(category.category),
      taskNames: category.taskNames,
      patrols: rankPatrols(category.patrols),
    })),
  };
}

export function createResultsService(deps: {
  repository: ResultsRepository;
  battles: BattlesService;
  tasks: TasksService;
  patrols: PatrolsService;
  answers: AnswersService;
}) {
  const { repository, battles, tasks, patrols, answers } = deps;

  async function uniquePath(name: string, battleId: number): Promise<string> {
    const base = slugOf(name);
    let path = base;
    for (let suffix = 2; await repository.pathTaken(path, battleId); suffix += 1) path = `${base}-${suffix}`;
    return path;
  }

  /** Writes (or rewrites in place) the battle's result, ranking each category; `published` when given sets the flag. */
  async function store(battle: BattleRecord, categories: BuiltCategory[], published?: boolean): Promise<Result> {
    const data = rankCategories(categories);
    const path = (await repository.pathOf(battle.id)) ?? (await uniquePath(battle.name, battle.id));
    const stored = await repository.upsert({ battleId: battle.id, battleName: battle.name, path, published, data });
    return toResult({ ...stored, data });
  }

  /** The battle, once the caller is known to be its staff or an admin. */
  async function requireStaffBattle(caller: UserRecord, battleId: number): Promise<BattleRecord> {
    await battles.requireStaffOf(caller, battleId);
    return battles.require(battleId);
  }

  async function build(caller: UserRecord, battle: BattleRecord): Promise<Result> {
    const [battleTasks, battlePatrols, points] = await Promise.all([
      tasks.overview(caller, battle.id),
      patrols.listByBattle(battle.id),
      answers.taskPointsOfBattle(battle.id, null),
    ]);
    return store(battle, buildCategories(battleTasks, battlePatrols, points));
  }

  /** A published result as the public sees it: while its battle is frozen, the standings at the freeze. */
  async function publicView(record: ResultRecord): Promise<Result> {
    const battle = await battles.require(record.battleId);
    const frozenAt = battles.frozenAt(battle);
    if (!frozenAt) return toResult(record);
    const [battleTasks, battlePatrols, points] = await Promise.all([
      tasks.ofBattle(battle.id),
      patrols.listByBattle(battle.id),
      answers.taskPointsOfBattle(battle.id, frozenAt),
    ]);
    return { ...toResult(record), frozenAt, categories: rankCategories(buildCategories(battleTasks, battlePatrols, points)).categories };
  }

  return {
    async overview(): Promise<ResultOverviewItem[]> {
      const rows = await repository.overview();
      return rows.map((row) => ({ path: row.path, battleName: row.battleName, frozenAt: battles.frozenAt(row) }));
    },
    store,

    async getByPath(path: string): Promise<Result> {
      const found = await repository.findPublishedByPath(path);
      if (!found) throw new ApiError('NOT_FOUND', 'No published result at this path');
      return publicView(found);
    },

    async getLatest(): Promise<Result> {
      const found = await repository.latestPublished();
      if (!found) throw new ApiError('NOT_FOUND', 'No published result');
      return publicView(found);
    },

    /** Whether the battle's result is published right now (the patrols' feedback may wait for it). */
    isPublished: (battleId: number) => repository.isPublished(battleId),

    async findByBattle(battleId: number): Promise<Result | null> {
      const found = await repository.findByBattle(battleId);
      return found ? toResult(found) : null;
    },

    /** The staff's preview: the result from the current points, stored. */
    async buildByBattle(caller: UserRecord, battleId: number): Promise<Result> {
      return build(caller, await requireStaffBattle(caller, battleId));
    },

    /** Any result, published or not, for its battle's staff and admins. */
    async getById(caller: UserRecord, id: number): Promise<Result> {
      const found = await repository.findById(id);
      if (!found) throw new ApiError('NOT_FOUND', 'No such result');
      await battles.requireStaffOf(caller, found.battleId);
      return toResult(found);
    },

    async publish(caller: UserRecord, battleId: number, path: string | null | undefined): Promise<Result> {
      const battle = await requireStaffBattle(caller, battleId);
      if (path !== null && path !== undefined && !PATH_PATTERN.test(path)) {
        throw new ApiError('BAD_USER_INPUT', "path must be 1-100 of a-z, 0-9 and '-'", ['path']);
      }
      if (path && (await repository.pathTaken(path, battle.id))) throw new ApiError('CONFLICT', 'Another result has this path', ['path']);
      // Publishing after the freeze has passed is the reveal: the result from the live points, public again.
      const reveal = battles.frozenAt(battle) !== null;
      if (reveal || !(await repository.findByBattle(battle.id))) await build(caller, battle);
      const published = await repository.setPublished(battle.id, true, path ?? undefined);
      if (!published) throw new ApiError('NOT_FOUND', 'The battle has no result');
      if (reveal) await battles.reveal(battle);
      return toResult(published);
    },

    async unpublish(caller: UserRecord, battleId: number): Promise<Result> {
      await requireStaffBattle(caller, battleId);
      const hidden = await repository.setPublished(battleId, false);
      if (!hidden) throw new ApiError('NOT_FOUND', 'The battle has no result');
      return toResult(hidden);
    },

    async deleteByBattle(caller: UserRecord, battleId: number): Promise<boolean> {
      await requireStaffBattle(caller, battleId);
      return repository.deleteByBattle(battleId);
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
