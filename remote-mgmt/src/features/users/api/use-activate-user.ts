import { useCallback } from 'react';
import { hasErrorCode, useMutation } from '@usb/contracts/graphql-client';
import { ActivateUserDocument } from '@usb/schema/graphql';
import { emit } from '@usb/contracts/events';
import { mgmtMessages } from '../../../texts';

const text = mgmtMessages.users;

/**
 * Users.activateUser: an admin activates the user by hand (the api keeps who and when). The
 * answer carries the user with the trail, so the details and the list's status update from the
 * cache; an already activated user (CONFLICT) has its own message.
 */
export function useActivateUser(userID: string) {
  const [mutate, { loading }] = useMutation(ActivateUserDocument);
  const activate = useCallback(async () => {
    try {
      await mutate({ variables: { userID } });
      emit('alert', { type: 'success', message: text.activateDone, dismissible: true, timeout: 3000 });
    } catch (error) {
      emit('alert', { type: 'error', message: hasErrorCode(error, 'CONFLICT') ? text.alreadyActivated : text.activateError, dismissible: true });
    }
  }, [mutate, userID]);
  return { activate, activating: loading };
}
