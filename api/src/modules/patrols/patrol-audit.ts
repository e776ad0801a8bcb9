/** The audit trail of admins' changes to patrols (docs/patrols.md): what an entry holds and how details are compared. */
import type { PatrolAuditChange } from '../../db/schema';
import type { PatrolFields, PatrolRecord } from './patrols-repository';

export type { PatrolAuditChange };

/** The GraphQL enum's values, stored as text. */
export type PatrolAuditAction = 'DETAILS' | 'MEMBER_ADDED' | 'MEMBER_MOVED' | 'MEMBER_REMOVED';

/** Who made a change and when. */
export interface AuditStamp {
  changedBy: number;
  at: Date;
}

const DETAIL_FIELDS = ['name', 'corps', 'category', 'city', 'groupName', 'patrolSize'] as const satisfies readonly (keyof PatrolFields)[];

const asText = (value: string | number | null): string | null => (value === null ? null : String(value));

/** Each detail field whose value differs, with its value before and after as text. */
export function detailChanges(before: PatrolRecord, after: PatrolFields): PatrolAuditChange[] {
  return DETAIL_FIELDS.flatMap((field) => (before[field] === after[field] ? [] : [{ field, before: asText(before[field]), after: asText(after[field]) }]));
}
