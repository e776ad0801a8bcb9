/**
 * Answer rules (docs/answers-and-windows.md): an activated member of a patrol of the task's
 * battle and one of its categories answers while availableFrom <= now <= availableTo (else
 * CLOSED); one BattleTaskAnswer per task and patrol, one answer per question, saved again on
 * each save; only the patrol's own answers (and staff) are readable, their points and the
 * corrector's note only when the battle's feedback setting (`app.correction`) lets the patrol see them. Media answers hold their
 * files through the media service, which signs the URLs and checks the uploads. The task points
 * of a whole battle, for its results, come from here too (scoring.ts). Correcting changes this
 * module's rows through its steps (correction-steps.ts), which the correction module runs.
 *
 * The autosave (docs/caching.md): the checks run on the cached question, task and membership,
 * then a text or a choice is saved by one statement that checks the window and the membership
 * in the database again. When that statement refuses, the caches may be behind a change not
 * yet heard of: this request forgets its entries and decides again from the database.
 */
import type { AppConfig } from '../../config';
import { ApiError } from '../../errors';
import type { BattlesService } from '../battles';
import type { CorrectionService } from '../correction';
import type { MediaRecords, MediaService } from '../media';
import type { PatrolRecord, PatrolsService } from '../patrols';
import type { BattleTaskRecord, TasksService } from '../tasks';
import type { UserRecord } from '../users';
import { patrolAnswerDeletions, taskAnswerDeletions } from './answer-deletions';
import { checkAnswer, type AnswerArgs, type CheckedAnswer } from './answer-input';
import { toAnswerView, type AnswerView } from './answer-view';
import type { AnswersRepository, SavedContent } from './answers-repository';
import { answerCorrectionSteps } from './correction-steps';
import { frozenPoints } from './frozen-points';
import type { ScoresRepository } from './scores-repository';
import { penaltyForLateness, taskPoints } from './scoring';
import { toTaskAnswerView, type BattleTaskAnswerView } from './task-answer-view';

/** The task points of a battle's task answers: one task answer per position of the three arrays (many thousands in a big battle). */
export interface BattleTaskPoints {
  battleTaskIds: number[];
  patrolIds: number[];
  points: number[];
}

export interface AnswerReceiptView {
  id: string;
  answerReceived: Date;
  uploadUrl: string | null;
}

/** What a text or a choice writes; null for the kinds whose answer is only made once (openings, media). */
function savedContent(checked: CheckedAnswer): SavedContent | null {
  switch (checked.kind) {
    case 'string':
      return { points: null, answerText: checked.answerText, chosenOptions: null };
    case 'multipleChoice':
      return { points: checked.points, answerText: null, chosenOptions: checked.chosenOptions };
    case 'opening':
    case 'media':
      return null;
  }
}

function isOpen(task: BattleTaskRecord, now: Date): boolean {
  return task.availableFrom <= now && now <= task.availableTo;
}

export function createAnswersService(deps: {
  repository: AnswersRepository;
  scores: ScoresRepository;
  tasks: TasksService;
  battles: BattlesService;
  patrols: PatrolsService;
  media: MediaService;
  correction: Pick<CorrectionService, 'answerSaved' | 'patrolSees' | 'firstChangesAfter'>;
  config: AppConfig;
}) {
  const { repository, scores, tasks, battles, patrols, media, correction, config } = deps;

  /** The caller's patrol that may answer the task, whatever the time; null when there is none. */
  async function answeringPatrol(caller: UserRecord, task: BattleTaskRecord): Promise<PatrolRecord | null> {
    if (!caller.activated) return null;
    const patrol = await patrols.findByMember(task.battleId, caller.id);
    if (!patrol || patrol.category === null || !task.patrolCategories.includes(patrol.category)) return null;
    return patrol;
  }

  /** A text or a choice saved the slow way (the one statement refused); anything else made if missing (openings, media). */
  async function save(task: BattleTaskRecord, patrol: PatrolRecord, questionId: number, checked: CheckedAnswer, now: Date) {
    const content = savedContent(checked);
    if (content) return { answer: await repository.upsert(task.id, patrol.id, questionId, { answerReceived: now, ...content }), upload: false };
    return { answer: await repository.ensure(task.id, patrol.id, questionId, now), upload: checked.kind === 'media' };
  }

  /** The checks of answerQuestion, in the order that decides the error (docs/answers-and-windows.md), then the input's. */
  async function checkSave(caller: UserRecord, questionId: number, args: AnswerArgs) {
    const question = await tasks.requireQuestion(questionId);
    const task = await tasks.require(question.battleTaskId);
    if (!caller.activated) throw new ApiError('FORBIDDEN', 'The account is not activated');
    const patrol = await answeringPatrol(caller, task);
    if (!patrol) throw new ApiError('FORBIDDEN', 'Not in a patrol that answers this task');
    const now = config.now();
    if (!isOpen(task, now)) throw new ApiError('CLOSED', 'The task is not open for answers');
    return { task, patrol, checked: checkAnswer(question.settings, args), now };
  }

  /** The save itself: the one statement, or the slow way when it refused (see the top of this file). */
  async function saveAnswer(caller: UserRecord, questionId: number, args: AnswerArgs): Promise<AnswerReceiptView & { battleId: number }> {
    const { task, patrol, checked, now } = await checkSave(caller, questionId, args);
    const content = savedContent(checked);
    if (content) {
      const saved = await repository.saveChecked({ userId: caller.id, questionId, now, content }, patrol.id);
      if (saved) return { id: String(saved.id), answerReceived: saved.answerReceived, uploadUrl: null, battleId: task.battleId };
      tasks.forget(task.id, questionId);
      patrols.forgetMembership(task.battleId, caller.id);
      const again = await checkSave(caller, questionId, args);
      const { answer } = await save(again.task, again.patrol, questionId, again.checked, again.now);
      return { id: String(answer.id), answerReceived: answer.answerReceived, uploadUrl: null, battleId: task.battleId };
    }
    const { answer, upload } = await save(task, patrol, questionId, checked, now);
    return {
      id: String(answer.id),
      answerReceived: answer.answerReceived,
      uploadUrl: upload ? await media.uploadUrl(answer.id) : null,
      battleId: task.battleId,
    };
  }

  /** The answers' side of the signed media URLs: what an upload to a media answer may be, and where its file is. */
  const mediaRecords: MediaRecords = {
    keyPrefix: 'answer',
    async uploadTarget(answerId, at) {
      const target = await repository.findUploadTarget(answerId);
      if (!target || target.question.settings.kind !== 'media') throw new ApiError('NOT_FOUND', 'No such media answer');
      if (!isOpen(target.task, at)) throw new ApiError('CLOSED', 'The task is not open for answers');
      return { mediaType: target.question.settings.mediaType };
    },
    attach: (answerId, file) => repository.setMedia(answerId, file),
    async storedFile(answerId) {
      const target = await repository.findUploadTarget(answerId);
      return target ? { key: target.answer.mediaKey, mimeType: target.answer.mimeType, size: target.answer.mediaSize } : null;
    },
  };

  return {
    mediaRecords,

    /** The answers' part in deleting a task or a question (`app.tasks`) and a patrol (`app.patrols`), inside their transaction. */
    taskDeletionSteps: taskAnswerDeletions,
    patrolDeletionSteps: patrolAnswerDeletions,

    /** The answers' part in correcting (`app.correction`): the writes of locks, points and notes on its rows, inside the correction's statements. */
    correctionSteps: answerCorrectionSteps,

    /** Whether the caller may answer the task right now (the task view's read-only flag). */
    async answerable(caller: UserRecord | null, task: BattleTaskRecord): Promise<boolean> {
      if (!caller || !isOpen(task, config.now())) return false;
      return (await answeringPatrol(caller, task)) !== null;
    },

    /** Saves the answer; once it committed, the battle's staff hear of it (the correction's live view of the night). */
    async answerQuestion(caller: UserRecord, questionId: number, args: AnswerArgs): Promise<AnswerReceiptView> {
      const { battleId, ...receipt } = await saveAnswer(caller, questionId, args);
      correction.answerSaved(battleId, receipt.answerReceived);
      return receipt;
    },

    /** The caller's patrol's delivery of the task; null when anonymous, in no patrol of the battle, or nothing answered. */
    async currentFor(caller: UserRecord | null, task: BattleTaskRecord): Promise<BattleTaskAnswerView | null> {
      if (!caller) return null;
      const patrol = await patrols.findByMember(task.battleId, caller.id);
      const taskAnswer = patrol ? await repository.findTaskAnswer(task.id, patrol.id) : null;
      if (!patrol || !taskAnswer) return null;
      const staff = await battles.isStaffOf(caller, task.battleId);
      const showPoints = staff || (await correction.patrolSees(task));
      const summary = { id: String(patrol.id), name: patrol.name, corps: patrol.corps, category: patrol.category };
      // The patrol sees the points of the freeze while the battle is frozen; staff see them live.
      const frozenAt = showPoints && !staff ? battles.frozenAt(await battles.require(task.battleId)) : null;
      if (!frozenAt) return toTaskAnswerView(taskAnswer, summary, task, { showPoints, staff: false, frozen: null }, null);
      const points = frozenPoints(await correction.firstChangesAfter(frozenAt, { battleTaskAnswerId: taskAnswer.id }));
      return toTaskAnswerView(points.taskAnswer(taskAnswer), summary, task, { showPoints, staff: false, frozen: { at: frozenAt, points } }, null);
    },

    /** The delivered answers of a task answer, in question order, as its audience may see them. */
    async answersOf(view: BattleTaskAnswerView): Promise<AnswerView[]> {
      const [records, questions] = await Promise.all([repository.answersOf(view.record.id), tasks.questionsOf(view.task.id)]);
      const byQuestion = new Map(records.map((record) => [record.questionId, record]));
      const views: AnswerView[] = [];
      for (const question of questions) {
        const record = byQuestion.get(question.id);
        const downloadUrl = record?.mediaKey ? await media.downloadUrl(record.id, record.mediaKey) : null;
        const frozen = view.audience.frozen;
        const shown = record && frozen ? { ...record, points: frozen.points.answerPoints(record.id, record.points) } : record;
        const answer = shown ? toAnswerView(shown, question, view.audience.showPoints, downloadUrl) : null;
        if (answer) views.push(answer);
      }
      return views;
    },

    /**
     * The task points of every task answer of the battle, for its results: live, or as they were
     * at `frozenAt` (frozen-points.ts).
     */
    async taskPointsOfBattle(battleId: number, frozenAt: Date | null): Promise<BattleTaskPoints> {
      const [battle, changes] = await Promise.all([scores.ofBattle(battleId), frozenAt ? correction.firstChangesAfter(frozenAt, { battleId }) : []]);
      const frozen = frozenPoints(changes);
      return {
        battleTaskIds: battle.battleTaskIds,
        patrolIds: battle.patrolIds,
        points: battle.answerPoints.map((answerPoints, index) => {
          const atFreeze = frozen.taskAnswer({ id: battle.ids[index] ?? 0, overridePoints: battle.overridePoints[index] ?? null, answerPoints });
          return taskPoints({
            overridePoints: atFreeze.overridePoints,
            answerPoints: [atFreeze.answerPoints],
            latePenalty: penaltyForLateness(battle.lateMs[index] ?? 0),
          });
        }),
      };
    },
  };
}

export type AnswersService = ReturnType<typeof createAnswersService>;
