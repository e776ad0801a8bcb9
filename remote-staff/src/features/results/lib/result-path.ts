import { CombinedGraphQLErrors } from '@usb/contracts/graphql-client';
import { staffMessages } from '../../../texts';

/** What a results address may hold, as the api checks it: 1-100 of a-z, 0-9 and '-'. */
export const RESULT_PATH_PATTERN = /^[a-z0-9-]{1,100}$/;

/** The public address of a result, as the RESULTATER menu links to it. */
export function resultUrl(path: string): string {
  return `/resultater/${path}`;
}

/**
 * Why publishing under a path failed, in Danish: the path is another battle's (CONFLICT), breaks
 * the api's rule (BAD_USER_INPUT), or anything else went wrong.
 */
export function publishFailure(error: unknown): string {
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
  if (code === 'CONFLICT') return staffMessages.results.pathTaken;
  if (code === 'BAD_USER_INPUT') return staffMessages.results.pathInvalid;
  return staffMessages.results.actionError;
}
