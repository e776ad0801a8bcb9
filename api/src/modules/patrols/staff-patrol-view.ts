/** A patrol as the battle's staff see it on the event night (GraphQL StaffPatrol), with its members' contact details. */
import type { StaffPatrol } from '../../generated/graphql';
import { toGraphqlUser, type UserRecord } from '../users';
import type { PatrolRecord } from './patrols-repository';

/** The counts of answered and corrected tasks are the answers module's fields; they find the patrol by these ids. */
export type StaffPatrolView = Omit<StaffPatrol, 'answeredTasks' | 'correctedTasks'> & { patrolId: number; battleId: number };

export function toStaffPatrol(patrol: PatrolRecord, members: UserRecord[]): StaffPatrolView {
  return {
    id: String(patrol.id),
    patrolId: patrol.id,
    battleId: patrol.battleId,
    name: patrol.name,
    corps: patrol.corps,
    category: patrol.category,
    city: patrol.city,
    groupName: patrol.groupName,
    patrolSize: patrol.patrolSize,
    members: members.map((member) => ({ id: String(member.id), contactInfo: toGraphqlUser(member).contactInfo })),
  };
}
