/**
 * The staff's side of answers (docs/locks-and-correction.md): the correction queue, one task
 * answer with its lock, correcting (points and the note) under the caller's own live lock, renewing and releasing it,
 * the audit trail and the correction counts. Only the battle's staff (StaffRole and added to the
 * battle) and admins: everyone else is FORBIDDEN, whatever the id. The locks, points and notes are
 * the answers module's rows, changed by its steps (CorrectionSteps). The answers module, registered
 * after this one, hands them in at start, asks here whether a patrol sees its points (the feedback
 * setting) and which points changed after a freeze, and tells of every saved answer (the staff's
 * live view counts them).
 */
import { ROLE_STAFF } from '@usb/schema/domain';
import type { AnswerCorrection, AnswerLock } from '../../generated/graphql';
import type { AppConfig } from '../../config';
import { ApiError } from '../../errors';
import { toTaskAnswerView, type BattleTaskAnswerView, type FirstChangeAfter } from '../answers';
import type { BattlesService } from '../battles';
import type { BattleTaskRecord, TasksService } from '../tasks';
import { holdsRole, toPublicUser, type UserRecord, type UsersService } from '../users';
import { checkLimit, checkOffset, checkPoints } from './correction-input';
import type { CorrectionRepository, CorrectionSteps, PointsChange } from './correction-repository';
import { checkNote } from './feedback-input';
import type { FeedbackService, PublicationCheck } from './feedback-service';
import type { StaffActivity } from './staff-activity';
import type { CorrectionCounts, QueueFilter, StaffAnswersRepository, StaffTaskAnswerRow } from './staff-answers-repository';

/** How long a lock lasts from its taking or last renewal; the correction view renews it every 60 s. */
export const LOCK_MS = 120_000;

type QueueArgs = Omit<QueueFilter, 'battleId' | 'notLockedFor' | 'limit' | 'offset'> & { notLocked?: boolean; limit?: number | null };
type QueuePageArgs = QueueArgs & { offset?: number | null };

/** One page of the queue and how many task answers it holds on every page. */
export interface QueuePage {
  total: number;
  answers: BattleTaskAnswerView[];
}

export function createCorrectionService(deps: {
  repository: StaffAnswersRepository;
  locks: CorrectionRepository;
  tasks: TasksService;
  battles: BattlesService;
  users: UsersService;
  feedback: FeedbackService;
  activity: Pick<StaffActivity, 'answerSaved' | 'changed'>;
  config: AppConfig;
}) {
  const { repository, locks, tasks, battles, users, feedback, activity, config } = deps;
  // The answers module, registered after this one, hands its steps in at start (useCorrectionSteps).
  let answerSteps: CorrectionSteps | null = null;

  function steps(): CorrectionSteps {
    if (!answerSteps) throw new Error('the answers module has not handed in its correction steps');
    return answerSteps;
  }

  /** StaffRole (or AdminRole) first, so no lookup answers a plain user anything but FORBIDDEN. */
  function requireStaffRole(caller: UserRecord): void {
    if (!holdsRole(caller, ROLE_STAFF)) throw new ApiError('FORBIDDEN');
  }

  async function requireRow(caller: UserRecord, find: () => Promise<StaffTaskAnswerRow | null>): Promise<StaffTaskAnswerRow> {
    requireStaffRole(caller);
    const row = await find();
    if (!row) throw new ApiError('NOT_FOUND', 'No such task answer');
    await battles.requireStaffOf(caller, row.battleId);
    return row;
  }

  /** The rows as the staff see them, with their live locks; tasks and lock holders are read once for all rows. */
  async function views(caller: UserRecord, rows: StaffTaskAnswerRow[], tasksById: Map<number, BattleTaskRecord>): Promise<BattleTaskAnswerView[]> {
    const now = config.now();
    const liveHolder = ({ taskAnswer }: StaffTaskAnswerRow) => (taskAnswer.lockedUntil && taskAnswer.lockedUntil > now ? taskAnswer.lockedBy : null);
    const holders = await users.findByIds(rows.flatMap((row) => liveHolder(row) ?? []));
    return rows.flatMap((row) => {
      const { taskAnswer, patrol } = row;
      const task = tasksById.get(taskAnswer.battleTaskId);
      if (!task) return [];
      const holder = holders.find((user) => user.id === liveHolder(row));
      const lock =
        holder && taskAnswer.lockedUntil
          ? { createdBy: toPublicUser(holder), lockedUntil: taskAnswer.lockedUntil, heldByCaller: holder.id === caller.id }
          : null;
      return [toTaskAnswerView(taskAnswer, { ...patrol, id: String(patrol.id) }, task, { showPoints: true, staff: true, frozen: null }, lock)];
    });
  }

  async function viewOf(caller: UserRecord, row: StaffTaskAnswerRow): Promise<BattleTaskAnswerView> {
    const task = await tasks.require(row.taskAnswer.battleTaskId);
    const [view] = await views(caller, [row], new Map([[task.id, task]]));
    if (!view) throw new Error(`task answer ${row.taskAnswer.id} has no task`);
    return view;
  }

  /** The task answer as it is now, for a caller already checked. */
  async function reread(caller: UserRecord, id: number): Promise<BattleTaskAnswerView> {
    const row = await repository.find(id);
    if (!row) throw new ApiError('NOT_FOUND', 'No such task answer');
    return viewOf(caller, row);
  }

  /** After a change of points or of the note: the answer as it is now; the staff's live view hears of it. */
  function afterChange(caller: UserRecord, row: StaffTaskAnswerRow, change: PointsChange): Promise<BattleTaskAnswerView> {
    if (change === 'gone') throw new ApiError('NOT_FOUND', 'No such answer');
    if (change === 'no-lock') throw new ApiError('CONFLICT', 'You hold no live lock on this answer');
    activity.changed(row.battleId);
    return reread(caller, row.taskAnswer.id);
  }

  /** The queue from `offset` on (the staff check is tasks.overview's); with `counted` also its size. */
  async function queuePage(caller: UserRecord, battleId: number, args: QueuePageArgs, counted: boolean): Promise<QueuePage> {
    requireStaffRole(caller);
    const limit = checkLimit(args.limit);
    const offset = checkOffset(args.offset);
    const battleTasks = await tasks.overview(caller, battleId);
    const filter = {
      battleId,
      battleTaskId: args.battleTaskId,
      patrolId: args.patrolId,
      corrected: args.corrected,
      notLockedFor: args.notLocked ? { userId: caller.id, now: config.now() } : undefined,
    };
    const [rows, total] = await Promise.all([repository.queue({ ...filter, limit, offset }), counted ? repository.queueSize(filter) : 0]);
    return { total, answers: await views(caller, rows, new Map(battleTasks.map((task) => [task.id, task]))) };
  }

  return {
    /** The answers module's writes of its rows that correcting changes (answers-plugin.ts hands them in at start). */
    useCorrectionSteps(handed: CorrectionSteps): void {
      answerSteps = handed;
    },

    /** A patrol's answer of the battle was saved (after its commit): counted and told to the staff's live view (staff-activity.ts). */
    answerSaved: (battleId: number, at: Date): void => activity.answerSaved(battleId, at),

    /** Whether the task's patrols see their points and note now, by the battle's feedback setting. */
    patrolSees: (task: BattleTaskRecord): Promise<boolean> => feedback.patrolSees(task),

    /** The results module (registered after this one) tells whether a battle's results are published. */
    knowPublicationBy: (check: PublicationCheck): void => feedback.knowPublicationBy(check),

    /** The first change after `at` of each answer's points and override, from the audit trail (the answers' points at a freeze). */
    firstChangesAfter: (at: Date, of: { battleId: number } | { battleTaskAnswerId: number }): Promise<FirstChangeAfter[]> =>
      repository.firstChangesAfter(at, of),

    /** One task answer; with acquireLock the caller takes the lock when it is free, expired or theirs. */
    async get(caller: UserRecord, id: number, acquireLock: boolean): Promise<BattleTaskAnswerView> {
      const row = await requireRow(caller, () => repository.find(id));
      if (!acquireLock) return viewOf(caller, row);
      const now = config.now();
      const taken = await locks.acquire(steps(), id, caller.id, now, new Date(now.getTime() + LOCK_MS));
      // Not taken: someone else holds it now, whatever the row said before.
      if (!taken) return reread(caller, id);
      activity.changed(row.battleId);
      return viewOf(caller, { ...row, taskAnswer: { ...row.taskAnswer, ...taken } });
    },

    /** The battle's queue, oldest last save first. */
    async queue(caller: UserRecord, battleId: number, args: QueueArgs): Promise<BattleTaskAnswerView[]> {
      return (await queuePage(caller, battleId, args, false)).answers;
    },

    /** A page of the battle's queue from `offset` on, with the number of task answers on every page. */
    async queuePageOf(caller: UserRecord, battleId: number, args: QueuePageArgs): Promise<QueuePage> {
      return queuePage(caller, battleId, args, true);
    },

    async correctAnswer(caller: UserRecord, answerId: number, points: number | null | undefined): Promise<BattleTaskAnswerView> {
      requireStaffRole(caller);
      const checked = checkPoints(points);
      const row = await requireRow(caller, () => repository.findByAnswer(answerId));
      return afterChange(caller, row, await locks.setAnswerPoints(steps(), answerId, caller.id, config.now(), checked));
    },

    async overridePoints(caller: UserRecord, id: number, points: number | null | undefined): Promise<BattleTaskAnswerView> {
      requireStaffRole(caller);
      const checked = checkPoints(points);
      const row = await requireRow(caller, () => repository.find(id));
      return afterChange(caller, row, await locks.setOverridePoints(steps(), id, caller.id, config.now(), checked));
    },

    async writeNote(caller: UserRecord, id: number, note: string | null | undefined): Promise<BattleTaskAnswerView> {
      requireStaffRole(caller);
      const checked = checkNote(note);
      const row = await requireRow(caller, () => repository.find(id));
      return afterChange(caller, row, await locks.setNote(steps(), id, caller.id, config.now(), checked));
    },

    async renewLock(caller: UserRecord, id: number): Promise<AnswerLock> {
      await requireRow(caller, () => repository.find(id));
      const now = config.now();
      const renewed = await locks.renew(steps(), id, caller.id, now, new Date(now.getTime() + LOCK_MS));
      if (!renewed) throw new ApiError('CONFLICT', 'You hold no live lock on this answer');
      return { createdBy: toPublicUser(caller), lockedUntil: renewed.lockedUntil, heldByCaller: true };
    },

    async releaseLock(caller: UserRecord, id: number): Promise<boolean> {
      const row = await requireRow(caller, () => repository.find(id));
      const released = await locks.release(steps(), id, caller.id, config.now());
      if (released) activity.changed(row.battleId);
      return released;
    },

    /** The audit trail of points and notes, oldest first; empty for anyone but the staff. */
    async corrections(view: BattleTaskAnswerView): Promise<AnswerCorrection[]> {
      if (!view.audience.staff) return [];
      const records = await repository.corrections(view.record.id);
      const correctors = await users.findByIds(records.map((record) => record.correctedBy));
      return records.flatMap((record) => {
        const corrector = correctors.find((user) => user.id === record.correctedBy);
        if (!corrector) return [];
        return [
          {
            id: String(record.id),
            answerID: record.answerId === null ? null : String(record.answerId),
            questionID: record.questionId === null ? null : String(record.questionId),
            correctedBy: toPublicUser(corrector),
            correctedAt: record.correctedAt,
            oldPoints: record.oldPoints,
            newPoints: record.newPoints,
            subject: record.subject,
            oldNote: record.oldNote,
            newNote: record.newNote,
          },
        ];
      });
    },

    /** Per task of the battle; null for anyone but the battle's staff. */
    async countsByTask(caller: UserRecord | null, battleId: number): Promise<Map<number, CorrectionCounts> | null> {
      if (!caller || !(await battles.isStaffOf(caller, battleId))) return null;
      return repository.countsByTask(battleId, config.now());
    },

    /** Per patrol of the battle; the patrols overview checked the caller already. */
    countsByPatrol: (battleId: number) => repository.countsByPatrol(battleId, config.now()),
  };
}

export type CorrectionService = ReturnType<typeof createCorrectionService>;
