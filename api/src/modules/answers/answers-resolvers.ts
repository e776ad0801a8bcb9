/** The answers namespace, the patrol-dependent fields of BattleTask and the answers of a BattleTaskAnswer. */
import type { Resolvers } from '../../generated/graphql';
import { toId } from '../../graphql/ids';
import type { AnswersService } from './answers-service';

export function answersResolvers(answers: AnswersService): Resolvers {
  return {
    Mutation: { answers: () => ({}) },
    AnswersMutation: {
      answerQuestion: async (_parent, { questionID, ...args }, { request }) =>
        answers.answerQuestion(await request.requireCaller(), toId(questionID, 'questionID'), args),
    },
    BattleTask: {
      battleTaskAnswerCurrentUser: async (task, _args, { request }) => answers.currentFor(await request.caller, task),
      answerable: async (task, _args, { request }) => answers.answerable(await request.caller, task),
    },
    BattleTaskAnswer: {
      answers: (view) => answers.answersOf(view),
    },
  };
}
