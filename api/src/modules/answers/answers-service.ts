/**
 * Answer rules (DESIGN.md sections 5-6): an activated member of a patrol of the task's
 * battle and one of its categories answers while availableFrom <= now <= availableTo
 * (else CLOSED); one BattleTaskAnswer per task and patrol, one answer per question, saved
 * again on each save; only the patrol's own answers (and staff) are readable. Media go to
 * storage through signed URLs, checked while they stream.
 */
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { QuestionSettings } from '../../db/schema';
import { ApiError } from '../../errors';
import { randomSecret } from '../../plugins/tokens';
import type { BattlesService } from '../battles/battles-service';
import type { Media } from '../media/media-plugin';
import { MEDIA_LIMITS } from '../media/media-type';
import { UploadGuard } from '../media/upload-guard';
import type { PatrolRecord } from '../patrols/patrols-repository';
import type { PatrolsService } from '../patrols/patrols-service';
import type { BattleTaskRecord } from '../tasks/tasks-repository';
import type { TasksService } from '../tasks/tasks-service';
import type { UserRecord } from '../users/users-repository';
import { checkAnswer, type AnswerArgs } from './answer-input';
import { toAnswerView, type AnswerView, type BattleTaskAnswerView } from './answer-view';
import type { AnswerRecord, AnswersRepository } from './answers-repository';
import { latePenalty, taskPoints } from './scoring';

const UPLOAD_URL_MS = 15 * 60 * 1000;
/** Download URLs live 10 minutes, rounded up to 5-minute steps so repeated views reuse the browser's cached file. */
const DOWNLOAD_URL_MS = 10 * 60 * 1000;
const DOWNLOAD_STEP_MS = 5 * 60 * 1000;

export interface AnswerReceiptView {
  id: string;
  answerReceived: Date;
  uploadUrl: string | null;
}

export interface StoredUpload {
  id: string;
  mimeType: string;
  size: number;
}

export interface DownloadTarget {
  key: string;
  mimeType: string;
  size: number;
  expires: number;
}

export function createAnswersService(deps: {
  repository: AnswersRepository;
  tasks: TasksService;
  battles: BattlesService;
  patrols: PatrolsService;
  media: Media;
  config: AppConfig;
  log: FastifyBaseLogger;
}) {
  const { repository, tasks, battles, patrols, media, config, log } = deps;

  function isOpen(task: BattleTaskRecord, now: Date): boolean {
    return task.availableFrom <= now && now <= task.availableTo;
  }

  /** The caller's patrol that may answer the task, whatever the time; null when there is none. */
  async function answeringPatrol(caller: UserRecord, task: BattleTaskRecord): Promise<PatrolRecord | null> {
    if (!caller.activated) return null;
    const patrol = await patrols.findByMember(task.battleId, caller.id);
    if (!patrol || patrol.category === null || !task.patrolCategories.includes(patrol.category)) return null;
    return patrol;
  }

  async function downloadUrl(answer: AnswerRecord): Promise<string | null> {
    if (!answer.mediaKey) return null;
    const expires = Math.ceil((config.now().getTime() + DOWNLOAD_URL_MS) / DOWNLOAD_STEP_MS) * DOWNLOAD_STEP_MS;
    const signature = await media.signer.sign(`download:${answer.id}:${answer.mediaKey}`, expires);
    return `/api/media/download/${answer.id}?expires=${expires}&signature=${signature}`;
  }

  async function uploadUrl(answer: AnswerRecord): Promise<string> {
    const expires = config.now().getTime() + UPLOAD_URL_MS;
    const signature = await media.signer.sign(`upload:${answer.id}`, expires);
    return `/api/media/upload/${answer.id}?expires=${expires}&signature=${signature}`;
  }

  async function save(task: BattleTaskRecord, patrol: PatrolRecord, questionId: number, args: AnswerArgs, settings: QuestionSettings) {
    const checked = checkAnswer(settings, args);
    const now = config.now();
    switch (checked.kind) {
      case 'opening':
        return { answer: await repository.ensure(task.id, patrol.id, questionId, now), upload: false };
      case 'media':
        return { answer: await repository.ensure(task.id, patrol.id, questionId, now), upload: true };
      case 'string':
        return {
          answer: await repository.upsert(task.id, patrol.id, questionId, { answerReceived: now, points: null, answerText: checked.answerText, chosenOptions: null }),
          upload: false,
        };
      case 'multipleChoice':
        return {
          answer: await repository.upsert(task.id, patrol.id, questionId, {
            answerReceived: now,
            points: checked.points,
            answerText: null,
            chosenOptions: checked.chosenOptions,
          }),
          upload: false,
        };
    }
  }

  return {
    /** Whether the caller may answer the task right now (the task view's read-only flag). */
    async answerable(caller: UserRecord | null, task: BattleTaskRecord): Promise<boolean> {
      if (!caller || !isOpen(task, config.now())) return false;
      return (await answeringPatrol(caller, task)) !== null;
    },

    async answerQuestion(caller: UserRecord, questionId: number, args: AnswerArgs): Promise<AnswerReceiptView> {
      const question = await tasks.requireQuestion(questionId);
      const task = await tasks.require(question.battleTaskId);
      if (!caller.activated) throw new ApiError('FORBIDDEN', 'The account is not activated');
      const patrol = await answeringPatrol(caller, task);
      if (!patrol) throw new ApiError('FORBIDDEN', 'Not in a patrol that answers this task');
      if (!isOpen(task, config.now())) throw new ApiError('CLOSED', 'The task is not open for answers');
      const { answer, upload } = await save(task, patrol, question.id, args, question.settings);
      return { id: String(answer.id), answerReceived: answer.answerReceived, uploadUrl: upload ? await uploadUrl(answer) : null };
    },

    /** The caller's patrol's delivery of the task; null when anonymous, in no patrol of the battle, or nothing answered. */
    async currentFor(caller: UserRecord | null, task: BattleTaskRecord): Promise<BattleTaskAnswerView | null> {
      if (!caller) return null;
      const patrol = await patrols.findByMember(task.battleId, caller.id);
      const taskAnswer = patrol ? await repository.findTaskAnswer(task.id, patrol.id) : null;
      if (!patrol || !taskAnswer) return null;
      const showPoints = config.now() > task.availableTo || (await battles.isStaffOf(caller, task.battleId));
      const [records, questions] = await Promise.all([repository.answersOf(taskAnswer.id), tasks.questionsOf(task.id)]);
      const views: AnswerView[] = [];
      const delivered: AnswerRecord[] = [];
      for (const record of records) {
        const question = questions.find((candidate) => candidate.id === record.questionId);
        const view = question ? toAnswerView(record, question, showPoints, await downloadUrl(record)) : null;
        if (view) {
          views.push(view);
          delivered.push(record);
        }
      }
      const penalty = latePenalty(
        task.close,
        delivered.map((record) => record.answerReceived),
      );
      const points = taskPoints({ overridePoints: taskAnswer.overridePoints, answerPoints: delivered.map((record) => record.points), latePenalty: penalty });
      return {
        id: String(taskAnswer.id),
        battleTaskID: String(task.id),
        patrol: { id: String(patrol.id), name: patrol.name, corps: patrol.corps, category: patrol.category },
        answers: views,
        corrected: delivered.length > 0 && delivered.every((record) => record.points !== null),
        points: showPoints ? points : null,
        overridePoints: showPoints ? taskAnswer.overridePoints : null,
        latePenalty: penalty,
      };
    },

    /**
     * PUT of a signed upload URL: FORBIDDEN for a wrong or expired signature, CLOSED outside
     * the task's window, PAYLOAD_TOO_LARGE / UNSUPPORTED_MEDIA while streaming. The earlier
     * file stays until the new one is stored whole.
     */
    async receiveUpload(input: { answerId: number; expires?: string; signature?: string; contentLength?: number; body: Readable }): Promise<StoredUpload> {
      const startedAt = config.now();
      if (!(await media.signer.verify(`upload:${input.answerId}`, input.expires, input.signature, startedAt))) {
        throw new ApiError('FORBIDDEN', 'Wrong or expired upload URL');
      }
      const target = await repository.findUploadTarget(input.answerId);
      if (!target || target.question.settings.kind !== 'media') throw new ApiError('NOT_FOUND', 'No such media answer');
      if (!isOpen(target.task, startedAt)) throw new ApiError('CLOSED', 'The task is not open for answers');
      const { mediaType } = target.question.settings;
      const limit = MEDIA_LIMITS[mediaType] ?? 0;
      if (input.contentLength !== undefined && input.contentLength > limit) throw new ApiError('PAYLOAD_TOO_LARGE');

      const guard = new UploadGuard(limit, mediaType);
      input.body.on('error', (error) => guard.destroy(error));
      const key = `answer-${input.answerId}-${randomSecret(64)}`;
      await media.storage.put(key, input.body.pipe(guard));
      if (!guard.detected) throw new Error('upload stored without a detected type');

      const { gone, replaced } = await repository.setMedia(input.answerId, { key, mimeType: guard.detected.mimeType, size: guard.bytes, answerReceived: startedAt });
      const obsolete = gone ? key : replaced;
      if (obsolete) await media.storage.delete(obsolete).catch((error: unknown) => log.warn({ err: error, key: obsolete }, 'could not delete media file'));
      if (gone) throw new ApiError('NOT_FOUND', 'The answer was deleted');
      return { id: String(input.answerId), mimeType: guard.detected.mimeType, size: guard.bytes };
    },

    /** GET of a signed download URL: FORBIDDEN for a wrong or expired signature (or a replaced file). */
    async downloadTarget(input: { answerId: number; expires?: string; signature?: string }): Promise<DownloadTarget> {
      const target = await repository.findUploadTarget(input.answerId);
      const key = target?.answer.mediaKey;
      const grant = `download:${input.answerId}:${key ?? ''}`;
      if (!target || !key || !(await media.signer.verify(grant, input.expires, input.signature, config.now()))) {
        throw new ApiError('FORBIDDEN', 'Wrong or expired download URL');
      }
      return { key, mimeType: target.answer.mimeType ?? 'application/octet-stream', size: target.answer.mediaSize ?? 0, expires: Number(input.expires) };
    },
  };
}

export type AnswersService = ReturnType<typeof createAnswersService>;
