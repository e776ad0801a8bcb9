/**
 * The live wake-ups of patrol questions (lib/live-bus.ts, kind 'patrol-question'), published
 * once the write has committed: the battle's staff hear of every new, answered or closed
 * question (their queue and its count); the asking patrol hears of its own being answered or
 * closed, and every patrol of the battle of an answer to all.
 */
import type { LiveBus } from '../../lib/live-bus';
import type { PatrolQuestionRecord } from './patrol-questions-repository';

export function createPatrolQuestionEvents(live: LiveBus) {
  const publish = async (question: PatrolQuestionRecord, toPatrols: boolean) => {
    const event = { kind: 'patrol-question' as const, id: question.id, battleId: question.battleId };
    await live.publish({ ...event, to: { staff: true } });
    if (!toPatrols) return;
    await live.publish({ ...event, to: question.visibility === 'ALL' ? { category: null } : { patrolId: question.patrolId } });
  };
  return {
    asked: (question: PatrolQuestionRecord) => publish(question, false),
    /** Answered or closed. */
    handled: (question: PatrolQuestionRecord) => publish(question, true),
  };
}

export type PatrolQuestionEvents = ReturnType<typeof createPatrolQuestionEvents>;
