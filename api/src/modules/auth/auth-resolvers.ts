/** The account operation of the users namespace that needs the activation mail: an admin's resendActivationMail. */
import type { Resolvers } from '../../generated/graphql';
import { toId } from '../../graphql/ids';
import type { AuthService } from './auth-service';

export function authResolvers(auth: AuthService): Resolvers {
  return {
    UsersMutation: {
      resendActivationMail: async (_parent, { userID }, { request }) => {
        await auth.resendActivationMailFor(await request.requireCaller(), toId(userID, 'userID'));
        return true;
      },
    },
  };
}
