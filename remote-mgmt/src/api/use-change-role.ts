import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { emit } from '@usb/contracts/events';
import { AddRoleDocument, RemoveRoleDocument } from '@usb/schema/graphql';
import { userAdminMessages } from '../texts';

/**
 * Users.addRole / Users.removeRole. The answer carries the user's roles, so the cache (and
 * the table) update without a new search. The outcome is shown as a bus alert.
 */
export function useChangeRole(): { changeRole: (userID: string, roleID: number, give: boolean) => Promise<void>; busy: boolean } {
  const [addRole, added] = useMutation(AddRoleDocument);
  const [removeRole, removed] = useMutation(RemoveRoleDocument);
  const changeRole = useCallback(
    async (userID: string, roleID: number, give: boolean) => {
      try {
        const variables = { userID, roleID };
        await (give ? addRole({ variables }) : removeRole({ variables }));
        emit('alert', { type: 'success', message: userAdminMessages.roleChanged, dismissible: true, timeout: 3000 });
      } catch {
        emit('alert', { type: 'error', message: userAdminMessages.roleChangeError, dismissible: true });
      }
    },
    [addRole, removeRole],
  );
  return { changeRole, busy: added.loading || removed.loading };
}
