/**
 * The battle-task operations of the battles namespace, the battleTasks and questions
 * namespaces, and the fields of BattleTask that need no patrol (the answers module adds those).
 */
import type { Resolvers } from '../../generated/graphql';
import type { GraphqlContext } from '../../graphql/context';
import { toId, toOptionalId } from '../../graphql/ids';
import { toQuestionView } from './question-view';
import type { TasksService } from './tasks-service';

export function tasksResolvers(tasks: TasksService): Resolvers {
  const answerCount = async (question: { id: string }, _args: unknown, { request }: GraphqlContext) =>
    tasks.answerCount(await request.caller, Number(question.id));
  // Every kind of question has the count, so each implementing type resolves it alike.
  const questionAnswerCounts = {
    ExternalQuestion: { answerCount },
    StringQuestion: { answerCount },
    EmailQuestion: { answerCount },
    MultipleChoiceQuestion: { answerCount },
    MediaQuestion: { answerCount },
  } satisfies Resolvers;

  return {
    Query: { battleTasks: () => ({}) },
    Mutation: { questions: () => ({}) },
    BattlesQuery: {
      getMyOpenBattleTasks: async (_parent, _args, { request }) => tasks.openFor(await request.caller),
      getMyOpenBattleTask: async (_parent, { battleTaskID }, { request }) => tasks.getMyOpen(await request.requireCaller(), toId(battleTaskID, 'battleTaskID')),
      getBattleTask: async (_parent, { id }, { request }) => tasks.getVisible(await request.caller, toId(id, 'id')),
    },
    BattlesMutation: {
      createBattleTask: async (_parent, args, { request }) => tasks.create(await request.requireCaller(), args),
      saveBattleTask: async (_parent, { id, ...args }, { request }) => tasks.save(await request.requireCaller(), toOptionalId(id, 'id'), args),
      deleteBattleTask: async (_parent, { battleTaskID }, { request }) => tasks.delete(await request.requireCaller(), toId(battleTaskID, 'battleTaskID')),
    },
    BattleTasksQuery: {
      getOverviewByBattleID: async (_parent, { battleID }, { request }) => tasks.overview(await request.requireCaller(), toId(battleID, 'battleID')),
    },
    QuestionsMutation: {
      createQuestion: async (_parent, { battleTaskID, ...args }, { request }) =>
        toQuestionView(await tasks.createQuestion(await request.requireCaller(), toId(battleTaskID, 'battleTaskID'), args)),
      saveQuestion: async (_parent, { battleTaskID, ...args }, { request }) =>
        toQuestionView(await tasks.saveQuestion(await request.requireCaller(), toId(battleTaskID, 'battleTaskID'), args)),
      deleteByID: async (_parent, { questionID }, { request }) => tasks.deleteQuestion(await request.requireCaller(), toId(questionID, 'questionID')),
      moveQuestion: async (_parent, { questionID, position }, { request }) =>
        tasks.moveQuestion(await request.requireCaller(), toId(questionID, 'questionID'), position),
    },
    BattleTask: {
      battleID: (task) => String(task.battleId),
      questions: async (task) => (await tasks.questionsOf(task.id)).map(toQuestionView),
      answeredPatrolCount: async (task, _args, { request }) => tasks.answeredPatrolCount(await request.caller, task.id),
    },
    ...questionAnswerCounts,
  };
}
