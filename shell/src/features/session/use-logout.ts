import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@usb/contracts/router';
import { restPaths, restRequest } from '@usb/schema/rest';
import { sessionStore } from '@usb/contracts/session';

/**
 * 'Log ud': ends the session on the server (DELETE /api/auth/current), goes to '/' and then
 * forgets the session here, whatever the server answered. The router applies navigation as a
 * transition, so the session is only cleared once '/' is shown: cleared earlier, the guard of
 * the page being left would first send the visitor to the login page.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!leaving || pathname !== '/') return;
    sessionStore.getState().logout();
    setLeaving(false);
  }, [leaving, pathname]);

  return useCallback(async () => {
    const token = sessionStore.getState().token;
    await restRequest(restPaths.currentSession, { method: 'DELETE', token }).catch(() => null);
    setLeaving(true);
    void navigate('/');
  }, [navigate]);
}
