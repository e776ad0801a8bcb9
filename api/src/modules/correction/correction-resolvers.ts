/**
 * The staff's GraphQL side of answers: the battleTaskAnswers namespace, the correction mutations
 * (points, notes, the battle's feedback settings and Battle.correctionFeedback), the audit trail
 * of a BattleTaskAnswer resolved on demand, BattleTask.answerCounts and the counts of
 * StaffPatrol (each read once per request for the whole battle).
 */
import type { BattleTaskAnswerCounts, Resolvers } from '../../generated/graphql';
import { toId, toOptionalId } from '../../graphql/ids';
import { memoPerRequest } from '../../lib/memo-per-request';
import type { CorrectionService } from './correction-service';
import type { FeedbackService } from './feedback-service';
import type { CorrectionCounts } from './staff-answers-repository';

const none: CorrectionCounts = { answered: 0, corrected: 0, lockedNow: 0 };

interface QueueFilterArgs {
  battleTaskID?: string | null;
  patrolID?: string | null;
  corrected?: boolean | null;
  notLocked?: boolean | null;
}

/** The queue's filter as the list and its pages both take it. */
function queueFilter(args: QueueFilterArgs) {
  return {
    battleTaskId: toOptionalId(args.battleTaskID, 'battleTaskID'),
    patrolId: toOptionalId(args.patrolID, 'patrolID'),
    corrected: args.corrected ?? undefined,
    notLocked: args.notLocked === true,
  };
}

export function correctionResolvers(corrections: CorrectionService, feedback: FeedbackService): Resolvers {
  const countsByTask = memoPerRequest(async (request, battleId: number) => corrections.countsByTask(await request.caller, battleId));
  const countsByPatrol = memoPerRequest((_request, battleId: number) => corrections.countsByPatrol(battleId));

  return {
    Query: { battleTaskAnswers: () => ({}) },
    BattleTaskAnswersQuery: {
      get: async (_parent, { id, acquireLock }, { request }) => corrections.get(await request.requireCaller(), toId(id, 'id'), acquireLock === true),
      getByBattleID: async (_parent, args, { request }) =>
        corrections.queue(await request.requireCaller(), toId(args.battleID, 'battleID'), { ...queueFilter(args), limit: args.limit }),
      getPageByBattleID: async (_parent, args, { request }) =>
        corrections.queuePageOf(await request.requireCaller(), toId(args.battleID, 'battleID'), {
          ...queueFilter(args),
          offset: args.offset,
          limit: args.limit,
        }),
    },
    AnswersMutation: {
      correctAnswer: async (_parent, { answerID, points }, { request }) =>
        corrections.correctAnswer(await request.requireCaller(), toId(answerID, 'answerID'), points),
      correctAnswerOverridePoints: async (_parent, { battleTaskAnswerID, points }, { request }) =>
        corrections.overridePoints(await request.requireCaller(), toId(battleTaskAnswerID, 'battleTaskAnswerID'), points),
      renewLock: async (_parent, { battleTaskAnswerID }, { request }) =>
        corrections.renewLock(await request.requireCaller(), toId(battleTaskAnswerID, 'battleTaskAnswerID')),
      releaseLock: async (_parent, { battleTaskAnswerID }, { request }) =>
        corrections.releaseLock(await request.requireCaller(), toId(battleTaskAnswerID, 'battleTaskAnswerID')),
      writeCorrectionNote: async (_parent, { battleTaskAnswerID, note }, { request }) =>
        corrections.writeNote(await request.requireCaller(), toId(battleTaskAnswerID, 'battleTaskAnswerID'), note),
      setFeedbackRelease: async (_parent, { battleID, release }, { request }) =>
        feedback.setRelease(await request.requireCaller(), toId(battleID, 'battleID'), release),
      setNotePhrases: async (_parent, { battleID, phrases }, { request }) =>
        feedback.setPhrases(await request.requireCaller(), toId(battleID, 'battleID'), phrases),
    },
    Battle: {
      correctionFeedback: async (battle, _args, { request }) => feedback.settingsOf(await request.caller, battle.id),
    },
    BattleTaskAnswer: {
      corrections: (view) => corrections.corrections(view),
    },
    BattleTask: {
      answerCounts: async (task, _args, { request }): Promise<BattleTaskAnswerCounts | null> => {
        const counts = await countsByTask(request, task.battleId);
        if (!counts) return null;
        const { answered, corrected, lockedNow } = counts.get(task.id) ?? none;
        return { answeredPatrols: answered, corrected, lockedNow };
      },
    },
    StaffPatrol: {
      answeredTasks: async (patrol, _args, { request }) => ((await countsByPatrol(request, patrol.battleId)).get(patrol.patrolId) ?? none).answered,
      correctedTasks: async (patrol, _args, { request }) => ((await countsByPatrol(request, patrol.battleId)).get(patrol.patrolId) ?? none).corrected,
    },
  };
}
