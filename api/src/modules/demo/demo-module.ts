/** With SEED_DEMO on, writes the demo data once the app is ready (after the admin bootstrap). Encapsulated. */
import type { FastifyInstance } from 'fastify';
import { seedDemo } from './demo-seed';

export default async function demoModule(app: FastifyInstance): Promise<void> {
  if (!app.config.seedDemo) return;
  app.addHook('onReady', async () => seedDemo(app));
}
