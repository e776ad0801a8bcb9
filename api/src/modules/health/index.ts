/** The health module: GET /api/health for load balancers and start scripts. */
export { default } from './health-plugin';
