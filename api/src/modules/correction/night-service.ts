/**
 * The staff's live view of a battle's night (docs/staff-live-view.md): the answers received per
 * minute over the last hour, each task's correction queue and the live locks with their
 * correctors. Only the battle's staff and admins; read by every open view on every wake-up, so
 * it is four small reads: the tasks (cached), the minutes (at most 60 rows), one grouped count
 * and the locks.
 */
import { ROLE_STAFF } from '@usb/schema/domain';
import type { StaffNight } from '../../generated/graphql';
import type { AppConfig } from '../../config';
import { ApiError } from '../../errors';
import type { BattlesService } from '../battles';
import type { TasksService } from '../tasks';
import { holdsRole, toPublicUser, type UserRecord, type UsersService } from '../users';
import type { ArrivalsRepository } from './arrivals-repository';
import { LOCK_MS } from './correction-service';
import type { NightRepository } from './night-repository';

/** Minutes in the chart, the one under way included. */
export const NIGHT_MINUTES = 60;
const MINUTE_MS = 60_000;

/** One entry per minute from `first` on, zero where no row was written. */
function minuteSeries(first: number, rows: { minute: Date; answers: number }[]): StaffNight['answersPerMinute'] {
  const byMinute = new Map(rows.map((row) => [row.minute.getTime(), row.answers]));
  return Array.from({ length: NIGHT_MINUTES }, (_unused, index) => {
    const minute = first + index * MINUTE_MS;
    return { minute: new Date(minute), answers: byMinute.get(minute) ?? 0 };
  });
}

export function createNightService(deps: {
  repository: NightRepository;
  arrivals: ArrivalsRepository;
  tasks: TasksService;
  battles: BattlesService;
  users: UsersService;
  config: AppConfig;
}) {
  const { repository, arrivals, tasks, battles, users, config } = deps;

  return {
    async night(caller: UserRecord, battleId: number): Promise<StaffNight> {
      if (!holdsRole(caller, ROLE_STAFF)) throw new ApiError('FORBIDDEN');
      const battleTasks = await tasks.overview(caller, battleId);
      await battles.require(battleId);
      const now = config.now();
      const first = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS - (NIGHT_MINUTES - 1) * MINUTE_MS;
      const [minutes, queues, locks] = await Promise.all([
        arrivals.since(battleId, new Date(first)),
        repository.queueByTask(battleId, now),
        repository.liveLocks(battleId, now),
      ]);
      const correctors = await users.findByIds([...new Set(locks.map((lock) => lock.lockedBy))]);
      const taskNames = new Map(battleTasks.map((task) => [task.id, task.name]));
      return {
        battleID: String(battleId),
        at: now,
        answersPerMinute: minuteSeries(first, minutes),
        tasks: battleTasks.map((task) => ({
          battleTaskID: String(task.id),
          name: task.name,
          ...(queues.get(task.id) ?? { waiting: 0, locked: 0, corrected: 0 }),
        })),
        locks: locks.flatMap((lock) => {
          const corrector = correctors.find((user) => user.id === lock.lockedBy);
          if (!corrector) return [];
          return [
            {
              battleTaskAnswerID: String(lock.taskAnswerId),
              battleTaskID: String(lock.battleTaskId),
              taskName: taskNames.get(lock.battleTaskId) ?? '',
              patrol: { id: String(lock.patrol.id), name: lock.patrol.name },
              corrector: toPublicUser(corrector),
              // A lock taken before the column existed: held at least since its last renewal.
              lockedSince: lock.lockedSince ?? new Date(lock.lockedUntil.getTime() - LOCK_MS),
              lockedUntil: lock.lockedUntil,
            },
          ];
        }),
      };
    },
  };
}

export type NightService = ReturnType<typeof createNightService>;
