/**
 * Named plugin `usb-announcements`: decorates `app.announcements`, serves the announcements
 * GraphQL namespace, defines the live kind `announcement` (its text sent along, replayed to a
 * page that comes back) and runs the schedule that sends the waiting ones until the app closes.
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { startAnnouncementSchedule } from './announcement-schedule';
import { createAnnouncementsRepository } from './announcements-repository';
import { announcementsResolvers } from './announcements-resolvers';
import { createAnnouncementsService, type AnnouncementsService } from './announcements-service';

declare module 'fastify' {
  interface FastifyInstance {
    announcements: AnnouncementsService;
  }
}

export default fp(
  (app) => {
    let wake = (): void => undefined;
    const announcements = createAnnouncementsService({
      repository: createAnnouncementsRepository(app.db),
      battles: app.battles,
      live: app.live,
      rateLimits: app.rateLimits,
      config: app.config,
      wakeSchedule: () => wake(),
    });
    app.decorate('announcements', announcements);
    defineResolvers(app, announcementsResolvers(announcements, app.users));
    app.live.define('announcement', { load: (id) => announcements.liveData(id), durable: true });
    app.live.addReplay((subscriber, afterId) => announcements.replay(subscriber, afterId));
    const schedule = startAnnouncementSchedule({
      nextDue: () => announcements.nextDue(),
      sendDue: () => announcements.sendDue(),
      now: app.config.now,
      onError: (error) => app.log.warn({ err: error }, 'sending due announcements failed; trying again'),
    });
    wake = () => schedule.wake();
    app.addHook('onClose', async () => {
      schedule.stop();
      announcements.stop();
    });
  },
  { name: 'usb-announcements', dependencies: ['usb-db', 'usb-graphql', 'usb-users', 'usb-battles', 'usb-live', 'usb-rate-limits'] },
);
