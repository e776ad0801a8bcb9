/** A stored question as the schema's PatrolQuestion; the list of answers for all patrols leaves the patrol out. */
import type { PatrolQuestion } from '../../generated/graphql';
import type { PatrolQuestionRecord } from './patrol-questions-repository';

export function toPatrolQuestion(record: PatrolQuestionRecord, audience: { showPatrol: boolean }): PatrolQuestion {
  return {
    id: String(record.id),
    battleID: String(record.battleId),
    battleTaskID: String(record.battleTaskId),
    battleTaskName: record.battleTaskName,
    patrol: audience.showPatrol ? { id: String(record.patrolId), name: record.patrolName } : null,
    text: record.text,
    askedAt: record.askedAt,
    status: record.status,
    answer: record.answer,
    visibility: record.visibility,
    answeredAt: record.answeredAt,
  };
}
