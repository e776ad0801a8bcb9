import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { DeleteMgmtPatrolDocument, GetMgmtPatrolsDocument, RemoveMgmtPatrolMemberDocument } from '@usb/contracts/graphql';

/**
 * Patrols.removeMember (an admin may, also after the battle started) and patrols.deletePatrol
 * (with every answer of the patrol). The battle's patrols are read again after either.
 */
export function useChangePatrols(battleID: string) {
  const options = { refetchQueries: [{ query: GetMgmtPatrolsDocument, variables: { battleID } }], awaitRefetchQueries: true };
  const [remove] = useMutation(RemoveMgmtPatrolMemberDocument, options);
  const [deletePatrol] = useMutation(DeleteMgmtPatrolDocument, options);
  const removeMember = useCallback((patrolID: string, userID: string) => remove({ variables: { patrolID, userID } }), [remove]);
  const removePatrol = useCallback((patrolID: string) => deletePatrol({ variables: { patrolID } }), [deletePatrol]);
  return { removeMember, removePatrol };
}
