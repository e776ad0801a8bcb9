/**
 * Named plugin `usb-settings`: decorates `app.settings` (the site settings, which the shop's
 * order mail reads) and serves the settings GraphQL namespace; the content security policy
 * (plugins/security-headers.ts) frames the intro video's host it names.
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { createSettingsRepository } from './settings-repository';
import { settingsResolvers } from './settings-resolvers';
import { createSettingsService, type SettingsService } from './settings-service';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}

export default fp(
  (app) => {
    const settings = createSettingsService({
      repository: createSettingsRepository(app.db),
      users: app.users,
      invalidation: app.invalidation,
      config: app.config,
    });
    app.decorate('settings', settings);
    app.securityHeaders.frameVideoFrom(settings.videoOrigin);
    defineResolvers(app, settingsResolvers(settings));
  },
  { name: 'usb-settings', dependencies: ['usb-db', 'usb-invalidation', 'usb-security-headers', 'usb-graphql', 'usb-users'] },
);
