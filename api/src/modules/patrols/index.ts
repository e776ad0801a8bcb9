/** The patrols module: patrols, invites and membership, behind `app.patrols`. */
export { default } from './patrols-plugin';
export type { PatrolAuditRecord, PatrolDeletionSteps, PatrolRecord } from './patrols-repository';
export type { PatrolsService } from './patrols-service';
export type { StaffPatrolView } from './staff-patrol-view';
