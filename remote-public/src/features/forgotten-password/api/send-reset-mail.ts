import { restPaths, restRequest, type SendResetMailRequest } from '@usb/schema/rest';

/** POST /api/auth/sendresetmail; true when the api accepted it. */
export async function sendResetMail(request: SendResetMailRequest): Promise<boolean> {
  try {
    const result = await restRequest<unknown>(restPaths.sendResetMail, { method: 'POST', body: request });
    return result.ok;
  } catch {
    return false;
  }
}
