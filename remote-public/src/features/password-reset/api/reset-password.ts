import { restPaths, restRequest, type ResetPasswordRequest } from '@usb/schema/rest';

/** POST /api/auth/reset with the mailed key; true when the password was changed. */
export async function resetPassword(request: ResetPasswordRequest): Promise<boolean> {
  try {
    const result = await restRequest<unknown>(restPaths.resetPassword, { method: 'POST', body: request });
    return result.ok;
  } catch {
    return false;
  }
}
