/**
 * Named plugin `usb-remotes`: decorates `app.remotes` (the remote registry, which the CLI
 * builds the same way), serves the registry's GraphQL admin interface, its REST interface for
 * the CLI and CI, the deployed remotes (from the object store), /remotes.json and the shell's
 * reports, whose old rows it sweeps every hour.
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { registryStores } from './registry-stores';
import { remotesResolvers } from './remotes-resolvers';
import { remotesRoutes } from './remotes-routes';
import { createRemotesService, type RemotesService } from './remotes-service';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    remotes: RemotesService;
  }
}

export default fp(
  async (app) => {
    const remotes = createRemotesService({
      ...registryStores(app.db),
      canary: app.config.canary,
      warn: (facts, message) => app.log.warn(facts, message),
      objects: app.objects,
      dataDir: app.config.dataDir,
      shellDir: app.config.shellDir,
      now: app.config.now,
    });
    // Completing rows stored before the registry recorded their facts (and their files' digests)
    // is part of migrating: once per start, in the process that migrates.
    if (app.config.migrate !== false) {
      await remotes.completeStoredVersions();
      await remotes.recordStoredDigests();
    }
    app.decorate('remotes', remotes);
    defineResolvers(app, remotesResolvers(remotes));
    await app.register(remotesRoutes, { remotes });
    const timer = setInterval(() => {
      remotes.sweepReports().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping old remote reports failed'));
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });
  },
  { name: 'usb-remotes', dependencies: ['usb-db', 'usb-object-store', 'usb-graphql', 'usb-users', 'usb-rate-limits'] },
);
