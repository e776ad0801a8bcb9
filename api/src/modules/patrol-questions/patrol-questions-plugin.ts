/**
 * Named plugin `usb-patrol-questions`: decorates `app.patrolQuestions` (the patrols' questions to
 * the staff, docs/patrol-questions.md) and serves the patrolQuestions GraphQL namespace; wakes the
 * staff's and the patrols' pages over the live bus (`app.live`); an answer to all is an
 * announcement too (`app.announcements`). It comes after the results module, which tells it when a
 * battle's results are published.
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { createPatrolQuestionEvents } from './patrol-question-events';
import { createPatrolQuestionsRepository } from './patrol-questions-repository';
import { patrolQuestionsResolvers } from './patrol-questions-resolvers';
import { createPatrolQuestionsService, type PatrolQuestionsService } from './patrol-questions-service';

declare module 'fastify' {
  interface FastifyInstance {
    patrolQuestions: PatrolQuestionsService;
  }
}

export default fp(
  (app) => {
    const patrolQuestions = createPatrolQuestionsService({
      repository: createPatrolQuestionsRepository(app.db),
      battles: app.battles,
      tasks: app.tasks,
      patrols: app.patrols,
      rateLimits: app.rateLimits,
      isPublished: app.results.isPublished,
      events: createPatrolQuestionEvents(app.live),
      announceToAll: async (caller, battleId, text) => {
        await app.announcements.send(caller, { battleID: String(battleId), text, audience: 'ALL' });
      },
      config: app.config,
    });
    app.decorate('patrolQuestions', patrolQuestions);
    defineResolvers(app, patrolQuestionsResolvers(patrolQuestions));
  },
  {
    name: 'usb-patrol-questions',
    dependencies: ['usb-db', 'usb-graphql', 'usb-rate-limits', 'usb-live', 'usb-battles', 'usb-patrols', 'usb-tasks', 'usb-results', 'usb-announcements'],
  },
);
