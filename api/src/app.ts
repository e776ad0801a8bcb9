/**
 * The one composition root: shared plugins first (errors, security headers, the input guard, compression, database, cache invalidation, the live bus, XSRF,
 * rate limits, mail, the object store, credentials, GraphQL, metrics), then the domain modules through their index, each after the
 * modules whose services it uses (the platform's registry and backups are in that list too, after the users module they use;
 * platform/README.md), then the platform's static site and its fallback. server.ts runs it; tests build it with their own config (test/support/site.ts).
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { loggerOptions } from './lib/log-safety';
import { DEFAULT_SLOW_REQUEST_MS, RequestLogController } from './lib/request-log';
import announcements from './modules/announcements';
import answers from './modules/answers';
import auth from './modules/auth';
import battles from './modules/battles';
import blog from './modules/blog';
import correction from './modules/correction';
import demo from './modules/demo';
import gallery from './modules/gallery';
import health from './modules/health';
import live from './modules/live';
import media from './modules/media';
import patrolQuestions from './modules/patrol-questions';
import patrols from './modules/patrols';
import results from './modules/results';
import settings from './modules/settings';
import shop from './modules/shop';
import tasks from './modules/tasks';
import users from './modules/users';
import backups from './platform/backups';
import remotes from './platform/registry';
import staticSite from './platform/static';
import credentialsPlugin from './plugins/credentials';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import graphqlPlugin from './plugins/graphql';
import inputGuardPlugin from './plugins/input-guard';
import invalidationPlugin from './plugins/invalidation';
import livePlugin from './plugins/live';
import mailPlugin from './plugins/mail';
import metricsPlugin from './plugins/metrics';
import objectStorePlugin from './plugins/object-store';
import rateLimitsPlugin from './plugins/rate-limits';
import securityHeadersPlugin from './plugins/security-headers';
import xsrfPlugin from './plugins/xsrf';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logStream),
    logController: new RequestLogController({ sampleRate: config.logRequests ?? 0, slowMs: config.slowRequestMs ?? DEFAULT_SLOW_REQUEST_MS }),
    trustProxy: config.trustProxy,
    // Opening a new embedded database runs initdb in a child process, which a busy machine takes long over.
    pluginTimeout: 180_000,
  });
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(inputGuardPlugin);
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(dbPlugin);
  await app.register(invalidationPlugin);
  await app.register(livePlugin);
  await app.register(xsrfPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(mailPlugin);
  await app.register(objectStorePlugin);
  await app.register(credentialsPlugin);
  await app.register(graphqlPlugin);
  await app.register(metricsPlugin);

  for (const domain of [
    users,
    auth,
    settings,
    battles,
    media,
    patrols,
    blog,
    tasks,
    correction,
    answers,
    announcements,
    gallery,
    results,
    patrolQuestions,
    shop,
    health,
    live,
    remotes,
    backups,
    demo,
  ]) {
    await app.register(domain);
  }

  await app.register(staticSite);
  return app;
}
