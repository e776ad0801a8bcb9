/**
 * Named plugin `usb-demo`: with SEED_DEMO on, writes the demo data once the app is ready
 * (after the admin bootstrap), through the services of the modules it depends on.
 */
import fp from 'fastify-plugin';
import { seedDemo } from './demo-seed';

export default fp(
  (app) => {
    if (!app.config.seedDemo) return;
    app.addHook('onReady', async () => seedDemo(app));
  },
  {
    name: 'usb-demo',
    dependencies: ['usb-users', 'usb-battles', 'usb-patrols', 'usb-blog', 'usb-tasks', 'usb-media', 'usb-answers', 'usb-results', 'usb-gallery'],
  },
);
