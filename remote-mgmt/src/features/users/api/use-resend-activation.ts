import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { ResendActivationMailDocument } from '@usb/schema/graphql';
import { mgmtMessages } from '../../../texts';
import { runAndNotify } from '../../../lib/notify';

const text = mgmtMessages.users;

/** Users.resendActivationMail: the user's activation mail again (the api spaces them 10 s apart). */
export function useResendActivation(userID: string) {
  const [mutate, { loading }] = useMutation(ResendActivationMailDocument);
  const resend = useCallback(
    () =>
      runAndNotify(
        async () => {
          const { data } = await mutate({ variables: { userID } });
          if (!data?.users.resendActivationMail) throw new Error('the activation mail was not sent');
        },
        text.activationSent,
        text.activationError,
      ),
    [mutate, userID],
  );
  return { resend, sending: loading };
}
