/**
 * Questions to the staff (docs/patrol-questions.md): an activated member of a patrol of the
 * task's battle asks about a task while the battle runs; the battle's staff and admins see the
 * open questions, answer one to the patrol or to all patrols, or close it without an answer.
 * A patrol has at most three open questions (the repository's open slots) and asks at most ten
 * an hour (config.rateLimit.patrolQuestion); both are counted in the writes themselves.
 */
import type { AppConfig } from '../../config';
import type { PatrolQuestionVisibility } from '../../db/schema';
import { ApiError } from '../../errors';
import type { RateLimits } from '../../plugins/rate-limits';
import type { BattleRecord, BattlesService } from '../battles';
import type { PatrolsService } from '../patrols';
import type { BattleTaskRecord, TasksService } from '../tasks';
import type { UserRecord } from '../users';
import type { PatrolQuestionEvents } from './patrol-question-events';
import { checkAnswerText, checkQuestionText } from './patrol-question-input';
import { OPEN_SLOTS, type Handling, type PatrolQuestionRecord, type PatrolQuestionsRepository } from './patrol-questions-repository';

/** Whether a battle's results are published right now; the results module tells. */
export type PublicationCheck = (battleId: number) => Promise<boolean>;

/** Sends an announcement to every patrol of the battle as the caller (the announcements module, with its limit). */
export type AnnounceToAll = (caller: UserRecord, battleId: number, text: string) => Promise<void>;

/** An announcement holds at most this many characters (docs/live.md). */
const ANNOUNCEMENT_MAX = 1_000;

/** The announcement of an answer to all: the task, the question and the answer, cut to fit. */
export function answerAnnouncement(taskName: string, question: string, answer: string): string {
  const cut = (value: string, max: number): string => (value.length > max ? `${value.slice(0, max - 1)}…` : value);
  const head = `Svar på et spørgsmål om "${cut(taskName, 120)}": ${cut(question, 300)}\n\n`;
  return head + cut(answer, ANNOUNCEMENT_MAX - head.length);
}

export function createPatrolQuestionsService(deps: {
  repository: PatrolQuestionsRepository;
  battles: BattlesService;
  tasks: TasksService;
  patrols: PatrolsService;
  rateLimits: RateLimits;
  isPublished: PublicationCheck;
  events: PatrolQuestionEvents;
  announceToAll: AnnounceToAll;
  config: AppConfig;
}) {
  const { repository, battles, tasks, patrols, rateLimits, isPublished, events, announceToAll, config } = deps;

  /** The battle runs for questions from its first task's opening until its end, and not after its results are published. */
  async function requireRunning(battle: BattleRecord, task: BattleTaskRecord, now: Date): Promise<void> {
    const openings = (await tasks.ofBattle(battle.id)).map((each) => each.availableFrom.getTime());
    const firstOpening = Math.min(...openings);
    const running = firstOpening <= now.getTime() && task.availableFrom <= now && now <= battle.end;
    if (!running || (await isPublished(battle.id))) throw new ApiError('CLOSED', 'Questions are taken while the battle runs');
  }

  async function requireStaffQuestion(caller: UserRecord, id: number): Promise<PatrolQuestionRecord> {
    const question = await repository.findById(id);
    if (!question) throw new ApiError('NOT_FOUND', 'No such patrol question');
    await battles.requireStaffOf(caller, question.battleId);
    return question;
  }

  async function requireStaffBattle(caller: UserRecord, battleId: number): Promise<void> {
    await battles.requireStaffOf(caller, battleId);
    await battles.require(battleId);
  }

  /** Answers or closes an open question; CONFLICT when someone else handled it first. */
  async function handle(caller: UserRecord, id: number, handling: Omit<Handling, 'answeredBy' | 'answeredAt'>): Promise<PatrolQuestionRecord> {
    const question = await requireStaffQuestion(caller, id);
    const handled = await repository.handle(question.id, { ...handling, answeredBy: caller.id, answeredAt: config.now() });
    if (!handled) throw new ApiError('CONFLICT', 'The question has already been answered or closed');
    return handled;
  }

  /**
   * The one place a saved answer goes out from: to the asking patrol, or to every patrol of the
   * battle by its visibility; an answer to all goes out as an announcement too (the inbox and the
   * toast on every open page of the battle's patrols).
   */
  async function questionAnswered(caller: UserRecord, question: PatrolQuestionRecord): Promise<void> {
    await events.handled(question);
    if (question.visibility !== 'ALL' || question.answer === null) return;
    const task = await tasks.require(question.battleTaskId);
    await announceToAll(caller, question.battleId, answerAnnouncement(task.name, question.text, question.answer));
  }

  return {
    async ask(caller: UserRecord, battleTaskId: number, text: string): Promise<PatrolQuestionRecord> {
      const task = await tasks.getVisible(caller, battleTaskId);
      if (!caller.activated) throw new ApiError('FORBIDDEN', 'The account is not activated');
      const patrol = await patrols.findByMember(task.battleId, caller.id);
      if (!patrol) throw new ApiError('FORBIDDEN', 'Not in a patrol of the battle');
      const now = config.now();
      await requireRunning(await battles.require(task.battleId), task, now);
      const checked = checkQuestionText(text);
      await rateLimits.take('patrolQuestion', `patrol:${patrol.id}`);
      const question = { battleId: task.battleId, battleTaskId: task.id, patrolId: patrol.id, askedBy: caller.id, askedAt: now, text: checked };
      // A slot taken by a question asked at the same moment is worth another try; a full patrol is refused.
      for (let attempt = 0; attempt < OPEN_SLOTS; attempt++) {
        const asked = await repository.insertOpen(question);
        if (asked) {
          await events.asked(asked);
          return asked;
        }
      }
      await rateLimits.giveBack('patrolQuestion', `patrol:${patrol.id}`);
      throw new ApiError('CONFLICT', `The patrol already has ${OPEN_SLOTS} open questions`);
    },

    async answer(caller: UserRecord, id: number, text: string, visibility: PatrolQuestionVisibility): Promise<PatrolQuestionRecord> {
      const answered = await handle(caller, id, { status: 'ANSWERED', answer: checkAnswerText(text), visibility });
      await questionAnswered(caller, answered);
      return answered;
    },

    async close(caller: UserRecord, id: number): Promise<PatrolQuestionRecord> {
      const closed = await handle(caller, id, { status: 'CLOSED', answer: null, visibility: null });
      await events.handled(closed);
      return closed;
    },

    async openOfBattle(caller: UserRecord, battleId: number): Promise<PatrolQuestionRecord[]> {
      await requireStaffBattle(caller, battleId);
      return repository.listOpen(battleId);
    },

    async handledOfBattle(caller: UserRecord, battleId: number): Promise<PatrolQuestionRecord[]> {
      await requireStaffBattle(caller, battleId);
      return repository.listHandled(battleId);
    },

    /** The caller's patrol's questions in the battle; none when anonymous or in no patrol of it. */
    async mineOfBattle(caller: UserRecord | null, battleId: number): Promise<PatrolQuestionRecord[]> {
      const battle = await battles.require(battleId);
      const patrol = caller ? await patrols.findByMember(battle.id, caller.id) : null;
      return patrol ? repository.listOfPatrol(patrol.id) : [];
    },

    /** The caller's patrol's questions about the task; NOT_FOUND while the task is hidden from the caller. */
    async mineOfTask(caller: UserRecord | null, battleTaskId: number): Promise<PatrolQuestionRecord[]> {
      const task = await tasks.getVisible(caller, battleTaskId);
      const patrol = caller ? await patrols.findByMember(task.battleId, caller.id) : null;
      return patrol ? repository.listOfPatrol(patrol.id, task.id) : [];
    },

    /** The task's questions answered to all patrols, for anyone who sees the task. */
    async forAllOfTask(caller: UserRecord | null, battleTaskId: number): Promise<PatrolQuestionRecord[]> {
      const task = await tasks.getVisible(caller, battleTaskId);
      return repository.listForAll(task.id);
    },
  };
}

export type PatrolQuestionsService = ReturnType<typeof createPatrolQuestionsService>;
