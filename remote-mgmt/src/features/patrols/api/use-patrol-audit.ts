import { useQuery } from '@usb/contracts/graphql-client';
import { GetMgmtPatrolAuditDocument, type GetMgmtPatrolAuditQuery } from '@usb/schema/graphql';

export type PatrolAuditEntry = GetMgmtPatrolAuditQuery['patrols']['getPatrolAudit'][number];

/** What admins changed on the patrol, newest first (read again after every change, useChangePatrols). */
export function usePatrolAudit(patrolID: string) {
  const { data, loading, error, refetch } = useQuery(GetMgmtPatrolAuditDocument, { variables: { patrolID }, fetchPolicy: 'cache-and-network' });
  return {
    entries: data?.patrols.getPatrolAudit ?? [],
    loading: loading && !data,
    failed: error !== undefined && !data,
    retry: () => void refetch(),
  };
}
