import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { AddBattleStaffMemberDocument, RemoveBattleStaffMemberDocument } from '@usb/schema/graphql';

/**
 * Battles.addBattleStaffMember / removeBattleStaffMember. Each answers the battle with its staff,
 * which replaces the cached list, so the tab updates without asking again.
 */
export function useChangeStaff(battleID: string) {
  const [add, added] = useMutation(AddBattleStaffMemberDocument);
  const [remove, removed] = useMutation(RemoveBattleStaffMemberDocument);
  const addMember = useCallback((userID: string) => add({ variables: { battleID, userID } }), [add, battleID]);
  const removeMember = useCallback((userID: string) => remove({ variables: { battleID, userID } }), [remove, battleID]);
  return { addMember, removeMember, busy: added.loading || removed.loading };
}
