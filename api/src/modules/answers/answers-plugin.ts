/**
 * Named plugin `usb-answers`: decorates `app.answers` (the answers service, which the media
 * routes and the demo seed share) and serves the answers namespace and the patrol's view of a task.
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { createAnswersRepository } from './answers-repository';
import { answersResolvers } from './answers-resolvers';
import { createAnswersService, type AnswersService } from './answers-service';

declare module 'fastify' {
  interface FastifyInstance {
    answers: AnswersService;
  }
}

export default fp(
  async (app) => {
    const answers = createAnswersService({
      repository: createAnswersRepository(app.db),
      tasks: app.tasks,
      battles: app.battles,
      patrols: app.patrols,
      media: app.media,
      config: app.config,
      log: app.log,
    });
    app.decorate('answers', answers);
    defineResolvers(app, answersResolvers(answers, app.users));
  },
  { name: 'usb-answers', dependencies: ['usb-db', 'usb-graphql', 'usb-users', 'usb-battles', 'usb-patrols', 'usb-tasks', 'usb-media'] },
);
