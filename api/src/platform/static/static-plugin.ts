/**
 * Named plugin `usb-static`: hosts the built shell at the site root, with the
 * index.html fallback for client routes. Registered last and at the root, because the
 * not-found handler belongs to the whole site.
 */
import fp from 'fastify-plugin';
import { staticRoutes } from './static-routes';

export default fp(async (app) => staticRoutes(app, app.config.shellDir), { name: 'usb-static', dependencies: ['usb-remotes'] });
