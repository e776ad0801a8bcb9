/** What a results address may hold, as the api checks it: 1-100 of a-z, 0-9 and '-'. */
export const RESULT_PATH_PATTERN = /^[a-z0-9-]{1,100}$/;

/** The public address of a result, as the RESULTATER menu links to it. */
export function resultUrl(path: string): string {
  return `/resultater/${path}`;
}
