import { restPaths, restRequest, type ActivateUserRequest } from '@usb/schema/rest';
import { sessionStore } from '@usb/contracts/session';

/** POST /api/activation/activateuser as the logged-in user; true when activated. */
export async function activateUser(request: ActivateUserRequest): Promise<boolean> {
  try {
    const result = await restRequest<unknown>(restPaths.activateUser, {
      method: 'POST',
      body: request,
      token: sessionStore.getState().token,
    });
    return result.ok;
  } catch {
    return false;
  }
}
