/**
 * Named plugin `usb-correction`: decorates `app.correction` (the correction service) and serves
 * the staff's side of the answers: the battleTaskAnswers namespace, correcting (the locks, points
 * and notes on the answers module's rows, through the steps it hands in at start), the audit
 * trail, the battle's feedback settings (copied with a cloned battle) and the live view of the
 * night, which it wakes on `app.live` (staff-activity.ts); adds the correction queue's metric
 * (correction-metrics.ts). The answers module, which comes after it, tells it of every saved
 * answer; the results module tells it when a battle's results are published.
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { createArrivalsRepository } from './arrivals-repository';
import { correctionMetrics } from './correction-metrics';
import { createCorrectionRepository } from './correction-repository';
import { correctionResolvers } from './correction-resolvers';
import { createCorrectionService, type CorrectionService } from './correction-service';
import { createFeedbackRepository } from './feedback-repository';
import { createFeedbackService } from './feedback-service';
import { createNightRepository } from './night-repository';
import { nightResolvers } from './night-resolvers';
import { createNightService } from './night-service';
import { createStaffActivity } from './staff-activity';
import { createStaffAnswersRepository } from './staff-answers-repository';

declare module 'fastify' {
  interface FastifyInstance {
    correction: CorrectionService;
  }
}

export default fp(
  (app) => {
    const staffRepository = createStaffAnswersRepository(app.db);
    const feedbackRepository = createFeedbackRepository(app.db);
    const feedback = createFeedbackService({ repository: feedbackRepository, battles: app.battles, config: app.config });
    correctionMetrics(app.metrics.registry, staffRepository);
    const arrivals = createArrivalsRepository(app.db);
    const activity = createStaffActivity({ live: app.live, arrivals, log: app.log });
    app.addHook('onClose', () => activity.close());
    const correction = createCorrectionService({
      repository: staffRepository,
      locks: createCorrectionRepository(app.db),
      tasks: app.tasks,
      battles: app.battles,
      users: app.users,
      feedback,
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
    app.decorate('correction', correction);
    app.battles.addContentCopier((tx, fromBattleId, toBattleId) => feedbackRepository.copy(tx, fromBattleId, toBattleId));
    defineResolvers(app, correctionResolvers(correction, feedback));
    defineResolvers(app, nightResolvers(night));
  },
  {
    name: 'usb-correction',
    dependencies: ['usb-db', 'usb-live', 'usb-graphql', 'usb-metrics', 'usb-users', 'usb-battles', 'usb-tasks'],
  },
);
