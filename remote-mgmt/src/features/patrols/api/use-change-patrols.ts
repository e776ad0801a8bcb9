import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import {
  AddMgmtPatrolMemberDocument,
  DeleteMgmtPatrolDocument,
  GetMgmtPatrolsDocument,
  MoveMgmtPatrolMemberDocument,
  RemoveMgmtPatrolMemberDocument,
  SaveMgmtPatrolDocument,
  type PatrolInput,
} from '@usb/schema/graphql';

/**
 * An admin's changes to the battle's patrols, at any time (docs/patrols.md): patrols.savePatrol,
 * addPatrolMember, movePatrolMember, removeMember (each written to the patrol's audit trail) and
 * deletePatrol (with every answer of the patrol). The battle's patrols and an open audit trail are
 * read again after each.
 */
export function useChangePatrols(battleID: string) {
  const options = { refetchQueries: [{ query: GetMgmtPatrolsDocument, variables: { battleID } }, 'GetMgmtPatrolAudit'], awaitRefetchQueries: true };
  const [save] = useMutation(SaveMgmtPatrolDocument, options);
  const [add] = useMutation(AddMgmtPatrolMemberDocument, options);
  const [move] = useMutation(MoveMgmtPatrolMemberDocument, options);
  const [remove] = useMutation(RemoveMgmtPatrolMemberDocument, options);
  const [deletePatrol] = useMutation(DeleteMgmtPatrolDocument, options);
  const savePatrol = useCallback((patrol: PatrolInput) => save({ variables: { patrol } }), [save]);
  const addMember = useCallback((patrolID: string, user: string) => add({ variables: { patrolID, user } }), [add]);
  const moveMember = useCallback((patrolID: string, userID: string, toPatrolID: string) => move({ variables: { patrolID, userID, toPatrolID } }), [move]);
  const removeMember = useCallback((patrolID: string, userID: string) => remove({ variables: { patrolID, userID } }), [remove]);
  const removePatrol = useCallback((patrolID: string) => deletePatrol({ variables: { patrolID } }), [deletePatrol]);
  return { savePatrol, addMember, moveMember, removeMember, removePatrol };
}

export type PatrolChanges = ReturnType<typeof useChangePatrols>;
