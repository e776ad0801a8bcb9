/** The health module: GET /api/health (liveness) and GET /api/ready (readiness, draining) for load balancers and start scripts. */
export { default } from './health-plugin';
