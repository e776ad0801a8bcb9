/** The answers namespace and the patrol-dependent fields of BattleTask. */
import type { Resolvers } from '../../generated/graphql';
import { toId } from '../../graphql/ids';
import { optionalCaller, requireCaller } from '../users/caller';
import type { UsersService } from '../users/users-service';
import type { AnswersService } from './answers-service';

export function answersResolvers(answers: AnswersService, users: UsersService): Resolvers {
  return {
    Mutation: { answers: () => ({}) },
    AnswersMutation: {
      answerQuestion: async (_parent, { questionID, ...args }, context) =>
        answers.answerQuestion(await requireCaller(context, users), toId(questionID, 'questionID'), args),
    },
    BattleTask: {
      battleTaskAnswerCurrentUser: async (task, _args, context) => answers.currentFor(await optionalCaller(context, users), task),
      answerable: async (task, _args, context) => answers.answerable(await optionalCaller(context, users), task),
    },
  };
}
