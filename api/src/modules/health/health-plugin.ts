/**
 * Named plugin `usb-health`: serves GET /api/health and GET /api/ready, and decorates `app.drain`,
 * which the shutdown (src/platform/cluster.ts) starts before it waits out DRAIN_MS. While draining every
 * answer carries `Connection: close`, so a keep-alive client (the balancer) opens its next
 * connection where it is sent next instead of reusing this one.
 */
import fp from 'fastify-plugin';
import { healthRoutes } from './health-routes';
import { DrainState } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    drain: DrainState;
  }
}

export default fp(
  (app) => {
    const drain = new DrainState();
    app.decorate('drain', drain);
    app.addHook('onRequest', async (_request, reply) => {
      if (drain.draining) reply.header('connection', 'close');
    });
    healthRoutes(app, drain);
  },
  { name: 'usb-health', dependencies: ['usb-db', 'usb-invalidation'] },
);
