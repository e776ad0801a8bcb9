/**
 * The battle-task operations of the battles namespace, the battleTasks and questions
 * namespaces, and the fields of BattleTask that need no patrol (the answers module adds those).
 */
import type { Resolvers } from '../../generated/graphql';
import { toId, toOptionalId } from '../../graphql/ids';
import { optionalCaller, requireCaller } from '../users/caller';
import type { UsersService } from '../users/users-service';
import { toQuestionView } from './question-view';
import type { TasksService } from './tasks-service';

export function tasksResolvers(tasks: TasksService, users: UsersService): Resolvers {
  return {
    Query: { battleTasks: () => ({}) },
    Mutation: { questions: () => ({}) },
    BattlesQuery: {
      getMyOpenBattleTasks: async (_parent, _args, context) => tasks.openFor(await optionalCaller(context, users)),
      getMyOpenBattleTask: async (_parent, { battleTaskID }, context) =>
        tasks.getMyOpen(await requireCaller(context, users), toId(battleTaskID, 'battleTaskID')),
      getBattleTask: async (_parent, { id }, context) => tasks.getVisible(await optionalCaller(context, users), toId(id, 'id')),
    },
    BattlesMutation: {
      createBattleTask: async (_parent, args, context) => tasks.create(await requireCaller(context, users), args),
      saveBattleTask: async (_parent, { id, ...args }, context) => tasks.save(await requireCaller(context, users), toOptionalId(id, 'id'), args),
      deleteBattleTask: async (_parent, { battleTaskID }, context) =>
        tasks.delete(await requireCaller(context, users), toId(battleTaskID, 'battleTaskID')),
    },
    BattleTasksQuery: {
      getOverviewByBattleID: async (_parent, { battleID }, context) =>
        tasks.overview(await requireCaller(context, users), toId(battleID, 'battleID')),
    },
    QuestionsMutation: {
      createQuestion: async (_parent, { battleTaskID, ...args }, context) =>
        toQuestionView(await tasks.createQuestion(await requireCaller(context, users), toId(battleTaskID, 'battleTaskID'), args)),
      saveQuestion: async (_parent, { battleTaskID, ...args }, context) =>
        toQuestionView(await tasks.saveQuestion(await requireCaller(context, users), toId(battleTaskID, 'battleTaskID'), args)),
      deleteByID: async (_parent, { questionID }, context) => tasks.deleteQuestion(await requireCaller(context, users), toId(questionID, 'questionID')),
    },
    BattleTask: {
      battleID: (task) => String(task.battleId),
      questions: async (task) => (await tasks.questionsOf(task.id)).map(toQuestionView),
    },
  };
}
