import { restPaths, restRequest } from '@usb/schema/rest';
import { sessionStore } from '@usb/contracts/session';

/**
 * Asks the api to mail a new activation link to the logged-in user (used by the profile and
 * the activation page). Resolves true when the api accepted it; a network failure is false.
 */
export async function resendActivationMail(): Promise<boolean> {
  try {
    const result = await restRequest<unknown>(restPaths.resendActivationMail, {
      method: 'POST',
      token: sessionStore.getState().token,
    });
    return result.ok;
  } catch {
    return false;
  }
}
