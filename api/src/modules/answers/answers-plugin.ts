/**
 * Named plugin `usb-answers`: decorates `app.answers` (the answers service), holds the media
 * answers' files through `app.media`, and serves the answers namespace and the patrol's view of a task.
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
  (app) => {
    const answers = createAnswersService({
      repository: createAnswersRepository(app.db),
      tasks: app.tasks,
      battles: app.battles,
      patrols: app.patrols,
      media: app.media,
      config: app.config,
    });
    app.decorate('answers', answers);
    app.media.holdBy(answers.mediaHolder);
    defineResolvers(app, answersResolvers(answers));
  },
  { name: 'usb-answers', dependencies: ['usb-db', 'usb-graphql', 'usb-users', 'usb-battles', 'usb-patrols', 'usb-tasks', 'usb-media'] },
);
