/**
 * Named plugin `usb-answers`: decorates `app.answers` (the answers service), holds the media
 * answers' files through `app.media`, takes part in deleting a task, a question or a patrol
 * (`app.tasks`, `app.patrols`: the deliveries and answers that hang off them) and in correcting
 * (`app.correction`: the locks, points and notes on its rows), and serves the answers namespace
 * and the patrol's view of a task; each saved answer is told to the correction's live view of the
 * night, and the patrol sees its points by the correction's feedback setting; adds its metric
 * (answers-metrics.ts).
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { answersMetrics } from './answers-metrics';
import { createAnswersRepository } from './answers-repository';
import { answersResolvers } from './answers-resolvers';
import { createAnswersService, type AnswersService } from './answers-service';
import { createScoresRepository } from './scores-repository';

declare module 'fastify' {
  interface FastifyInstance {
    answers: AnswersService;
  }
}

export default fp(
  (app) => {
    const answers = createAnswersService({
      repository: createAnswersRepository(app.db, answersMetrics(app.metrics.registry)),
      scores: createScoresRepository(app.db),
      tasks: app.tasks,
      battles: app.battles,
      patrols: app.patrols,
      media: app.media,
      correction: app.correction,
      config: app.config,
    });
    app.decorate('answers', answers);
    app.media.registerRecords(answers.mediaRecords);
    // The deliveries and answers are this module's rows: deleting a task, a question or a patrol,
    // and correcting, lock and change them through its service.
    app.tasks.addDeletionSteps(answers.taskDeletionSteps);
    app.patrols.addDeletionSteps(answers.patrolDeletionSteps);
    app.correction.useCorrectionSteps(answers.correctionSteps);
    defineResolvers(app, answersResolvers(answers));
  },
  {
    name: 'usb-answers',
    dependencies: ['usb-db', 'usb-graphql', 'usb-metrics', 'usb-users', 'usb-battles', 'usb-patrols', 'usb-tasks', 'usb-media', 'usb-correction'],
  },
);
