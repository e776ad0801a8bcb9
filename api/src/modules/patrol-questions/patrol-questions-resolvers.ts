/** The patrolQuestions namespace of the GraphQL schema: a patrol's questions to the staff, and their answers. */
import type { Resolvers } from '../../generated/graphql';
import { toId } from '../../graphql/ids';
import { toPatrolQuestion } from './patrol-question-view';
import type { PatrolQuestionRecord } from './patrol-questions-repository';
import type { PatrolQuestionsService } from './patrol-questions-service';

const withPatrol = (record: PatrolQuestionRecord) => toPatrolQuestion(record, { showPatrol: true });
const withoutPatrol = (record: PatrolQuestionRecord) => toPatrolQuestion(record, { showPatrol: false });

export function patrolQuestionsResolvers(questions: PatrolQuestionsService): Resolvers {
  return {
    Query: { patrolQuestions: () => ({}) },
    Mutation: { patrolQuestions: () => ({}) },
    PatrolQuestionsQuery: {
      getOpenByBattleID: async (_parent, { battleID }, { request }) =>
        (await questions.openOfBattle(await request.requireCaller(), toId(battleID, 'battleID'))).map(withPatrol),
      getHandledByBattleID: async (_parent, { battleID }, { request }) =>
        (await questions.handledOfBattle(await request.requireCaller(), toId(battleID, 'battleID'))).map(withPatrol),
      getMineByBattleID: async (_parent, { battleID }, { request }) =>
        (await questions.mineOfBattle(await request.caller, toId(battleID, 'battleID'))).map(withPatrol),
      getMineByBattleTaskID: async (_parent, { battleTaskID }, { request }) =>
        (await questions.mineOfTask(await request.caller, toId(battleTaskID, 'battleTaskID'))).map(withPatrol),
      getForAllByBattleTaskID: async (_parent, { battleTaskID }, { request }) =>
        (await questions.forAllOfTask(await request.caller, toId(battleTaskID, 'battleTaskID'))).map(withoutPatrol),
    },
    PatrolQuestionsMutation: {
      ask: async (_parent, { battleTaskID, text }, { request }) =>
        withPatrol(await questions.ask(await request.requireCaller(), toId(battleTaskID, 'battleTaskID'), text)),
      answer: async (_parent, { patrolQuestionID, text, visibility }, { request }) =>
        withPatrol(await questions.answer(await request.requireCaller(), toId(patrolQuestionID, 'patrolQuestionID'), text, visibility)),
      close: async (_parent, { patrolQuestionID }, { request }) =>
        withPatrol(await questions.close(await request.requireCaller(), toId(patrolQuestionID, 'patrolQuestionID'))),
    },
  };
}
