import { useSearchParams } from '@usb/contracts/router';
import { safeReturnPath } from '../lib/paths';

/** The optional `return` query parameter of the login and sign-up routes, or the default. */
export function useReturnPath(fallback: string): string {
  const [searchParams] = useSearchParams();
  return safeReturnPath(searchParams.get('return'), fallback);
}
