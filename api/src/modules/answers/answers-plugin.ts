/**
 * Named plugin `usb-answers`: decorates `app.answers` (the answers service) and `app.feedback`
 * (when patrols see their points and notes; the results module tells it about publishing), holds the media
 * answers' files through `app.media`, takes part in deleting a task, a question or a patrol
 * (`app.tasks`, `app.patrols`: the deliveries and answers that hang off them), and serves the
 * answers namespace, the patrol's view of a task, the staff's correction of answers and their
 * live view of the night, which it wakes on `app.live` (staff-activity.ts); adds its metrics
 * (answers-metrics.ts).
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { answersMetrics } from './answers-metrics';
import { createAnswersRepository } from './answers-repository';
import { answersResolvers } from './answers-resolvers';
import { createArrivalsRepository } from './arrivals-repository';
import { createAnswersService, type AnswersService } from './answers-service';
import { createCorrectionRepository } from './correction-repository';
import { correctionResolvers } from './correction-resolvers';
import { createCorrectionService } from './correction-service';
import { createFeedbackRepository } from './feedback-repository';
import { createFeedbackService, type FeedbackService } from './feedback-service';
import { createNightRepository } from './night-repository';
import { nightResolvers } from './night-resolvers';
import { createNightService } from './night-service';
import { createStaffActivity } from './staff-activity';
import { createStaffAnswersRepository } from './staff-answers-repository';

declare module 'fastify' {
  interface FastifyInstance {
    answers: AnswersService;
    feedback: FeedbackService;
  }
}

export default fp(
  (app) => {
    const staffRepository = createStaffAnswersRepository(app.db);
    const feedbackRepository = createFeedbackRepository(app.db);
    const feedback = createFeedbackService({ repository: feedbackRepository, battles: app.battles, config: app.config });
    const metrics = answersMetrics(app.metrics.registry, staffRepository);
    const arrivals = createArrivalsRepository(app.db);
    const activity = createStaffActivity({ live: app.live, arrivals, log: app.log });
    app.addHook('onClose', () => activity.close());
    const answers = createAnswersService({
      repository: createAnswersRepository(app.db, metrics),
      staffRepository,
      tasks: app.tasks,
      battles: app.battles,
      patrols: app.patrols,
      media: app.media,
      feedback,
      activity,
      config: app.config,
    });
    const corrections = createCorrectionService({
      repository: staffRepository,
      locks: createCorrectionRepository(app.db),
      tasks: app.tasks,
      battles: app.battles,
      users: app.users,
      activity,
      config: app.config,
    });
    const night = createNightService({
      repository: createNightRepository(app.db),
      arrivals,
      tasks: app.tasks,
      battles: app.battles,
      users: app.users,
      config: app.config,
    });
    app.decorate('answers', answers);
    app.decorate('feedback', feedback);
    app.battles.addContentCopier((tx, fromBattleId, toBattleId) => feedbackRepository.copy(tx, fromBattleId, toBattleId));
    app.media.registerRecords(answers.mediaRecords);
    // The deliveries and answers are this module's rows: deleting a task, a question or a patrol locks and tidies them through its service.
    app.tasks.addDeletionSteps(answers.taskDeletionSteps);
    app.patrols.addDeletionSteps(answers.patrolDeletionSteps);
    defineResolvers(app, answersResolvers(answers));
    defineResolvers(app, correctionResolvers(answers, corrections, feedback));
    defineResolvers(app, nightResolvers(night));
  },
  {
    name: 'usb-answers',
    dependencies: ['usb-db', 'usb-live', 'usb-graphql', 'usb-metrics', 'usb-users', 'usb-battles', 'usb-patrols', 'usb-tasks', 'usb-media'],
  },
);
