/**
 * The one composition root: shared plugins first (errors, compression, XSRF, database,
 * mail, auth, GraphQL), then the domain modules, then the static site and its fallback.
 * server.ts runs it; tests build it with their own config (test/helper.ts).
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import authModule from './modules/auth/auth-module';
import battlesPlugin from './modules/battles/battles-plugin';
import answersPlugin from './modules/answers/answers-plugin';
import blogPlugin from './modules/blog/blog-plugin';
import demoModule from './modules/demo/demo-module';
import healthModule from './modules/health/health-module';
import mediaPlugin from './modules/media/media-plugin';
import mediaRoutes from './modules/media/media-routes';
import patrolsPlugin from './modules/patrols/patrols-plugin';
import remotesModule from './modules/remotes/remotes-module';
import resultsPlugin from './modules/results/results-plugin';
import shopPlugin from './modules/shop/shop-plugin';
import staticModule from './modules/static/static-module';
import tasksPlugin from './modules/tasks/tasks-plugin';
import usersPlugin from './modules/users/users-plugin';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import graphqlPlugin from './plugins/graphql';
import mailPlugin from './plugins/mail';
import xsrfPlugin from './plugins/xsrf';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
  });
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(xsrfPlugin);
  await app.register(dbPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(graphqlPlugin);

  await app.register(usersPlugin);
  await app.register(authModule);
  await app.register(battlesPlugin);
  await app.register(patrolsPlugin);
  await app.register(blogPlugin);
  await app.register(mediaPlugin);
  await app.register(tasksPlugin);
  await app.register(answersPlugin);
  await app.register(mediaRoutes);
  await app.register(resultsPlugin);
  await app.register(shopPlugin);
  await app.register(healthModule);
  await app.register(remotesModule);
  await app.register(demoModule);

  await app.register(staticModule);
  return app;
}
