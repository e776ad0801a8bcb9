import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { ChangePasswordDocument, type ChangePasswordMutationVariables } from '@usb/schema/graphql';

export type ChangePasswordOutcome = 'success' | 'falsy' | 'error';

/**
 * Users.changePassword over GraphQL. The api answers false for a wrong current password and an
 * error for anything else; the screen shows a different text for each (docs/accounts.md).
 */
export function useChangePassword(): {
  changePassword: (variables: ChangePasswordMutationVariables) => Promise<ChangePasswordOutcome>;
  loading: boolean;
} {
  const [mutate, { loading }] = useMutation(ChangePasswordDocument);
  const changePassword = useCallback(
    async (variables: ChangePasswordMutationVariables): Promise<ChangePasswordOutcome> => {
      try {
        const { data, error } = await mutate({ variables });
        if (error) return 'error';
        return data?.users.changePassword ? 'success' : 'falsy';
      } catch {
        return 'error';
      }
    },
    [mutate],
  );
  return { changePassword, loading };
}
