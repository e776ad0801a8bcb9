/** Named plugin `usb-health`: serves GET /api/health. */
import fp from 'fastify-plugin';
import { healthRoutes } from './health-routes';

export default fp((app) => healthRoutes(app), { name: 'usb-health', dependencies: ['usb-db'] });
