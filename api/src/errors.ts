/**
 * The api's stable error codes, in one place. REST answers `{ code, message, fields? }`
 * (RestError of @usb/schema/rest) with the HTTP status below; GraphQL puts the matching
 * code of the table (GraphqlErrorCode of @usb/schema/graphql) in `extensions.code` (and
 * `extensions.fields`).
 *
 * | code                | HTTP | GraphQL          | when |
 * |---------------------|------|------------------|------|
 * | BAD_USER_INPUT      | 400  | BAD_USER_INPUT   | a body or argument breaks a rule; `fields` names them |
 * | INVALID_KEY         | 400  | BAD_USER_INPUT   | an activation or reset key is unknown, expired, used or not the caller's |
 * | UNAUTHENTICATED     | 401  | UNAUTHENTICATED  | no valid x-auth-token |
 * | INVALID_CREDENTIALS | 403  | FORBIDDEN        | login with a wrong identifier or password |
 * | FORBIDDEN           | 403  | FORBIDDEN        | logged in without the needed role or patrol; a forged or expired media URL |
 * | XSRF                | 403  | FORBIDDEN        | a non-GET request without a server-signed XSRF-TOKEN cookie and the same value in X-XSRF-TOKEN |
 * | NOT_FOUND           | 404  | NOT_FOUND        | no such route or record |
 * | CONFLICT            | 409  | CONFLICT         | user name or e-mail taken; account already activated; a patrol name taken in the battle; already in a patrol of the battle; a patrol's fourth open question to the staff; a patrol question already answered or closed |
 * | CLOSED              | 409  | CLOSED           | outside a time window: registration not open (participate, join), battle started (patrol edits), a task not open for answers (answerQuestion, media upload); a question to the staff outside the battle's running time |
 * | LOCKED              | 423  | LOCKED           | a change of the remotes users get (a deploy that activates, an activation, a canary) while an admin's deploy lock holds |
 * | PAYLOAD_TOO_LARGE   | 413  | BAD_USER_INPUT   | a media upload beyond its limit (image 25 MB, video 500 MB) |
 * | UNSUPPORTED_MEDIA   | 415  | BAD_USER_INPUT   | an upload whose first bytes are no allowed image or video, or not the question's media type |
 * | QUERY_TOO_COMPLEX   | 400  | QUERY_TOO_COMPLEX | a GraphQL document beyond the depth, field, alias or cost limits (graphql/query-limits.ts) |
 * | RATE_LIMITED        | 429  | RATE_LIMITED     | beyond a rate limit (plugins/rate-limits.ts): logins, sign-ups, reset and activation mails, badge orders, joining patrols and renewing invites, a patrol's questions to the staff, the shell's remote reports |
 * | MAIL_FAILED         | 502  | INTERNAL         | the mail server refused a mail the caller asked for |
 * | UNAVAILABLE         | 503  | UNAVAILABLE      | the database could not be reached or did not answer in time (db/database-unavailable.ts); nothing of the request was saved; `Retry-After` says when to try again |
 * | INTERNAL            | 500  | INTERNAL         | anything unexpected (logged, never detailed to the caller) |
 */
import type { GraphqlErrorCode } from '@usb/schema/graphql';

export type ApiErrorCode =
  | 'BAD_USER_INPUT'
  | 'INVALID_KEY'
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'FORBIDDEN'
  | 'XSRF'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'CLOSED'
  | 'LOCKED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA'
  | 'QUERY_TOO_COMPLEX'
  | 'RATE_LIMITED'
  | 'MAIL_FAILED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

/** The GraphQL codes of the table: the contract's, and two no client acts on apart from any failure. */
export type ApiGraphqlCode = GraphqlErrorCode | 'INTERNAL' | 'UNAVAILABLE';

/** Seconds an UNAVAILABLE answer asks the caller to wait (`Retry-After`): a balancer has moved on from an unready node by then. */
export const RETRY_AFTER_SECONDS = 2;

const catalogue: Record<ApiErrorCode, { status: number; graphql: ApiGraphqlCode; message: string }> = {
  BAD_USER_INPUT: { status: 400, graphql: 'BAD_USER_INPUT', message: 'Invalid input' },
  INVALID_KEY: { status: 400, graphql: 'BAD_USER_INPUT', message: 'The key is unknown, expired or not yours' },
  UNAUTHENTICATED: { status: 401, graphql: 'UNAUTHENTICATED', message: 'Login required' },
  INVALID_CREDENTIALS: { status: 403, graphql: 'FORBIDDEN', message: 'Wrong user name, e-mail or password' },
  FORBIDDEN: { status: 403, graphql: 'FORBIDDEN', message: 'Not allowed' },
  XSRF: { status: 403, graphql: 'FORBIDDEN', message: 'Missing or wrong X-XSRF-TOKEN header' },
  NOT_FOUND: { status: 404, graphql: 'NOT_FOUND', message: 'Not found' },
  CONFLICT: { status: 409, graphql: 'CONFLICT', message: 'Conflict' },
  CLOSED: { status: 409, graphql: 'CLOSED', message: 'Closed' },
  LOCKED: { status: 423, graphql: 'LOCKED', message: 'Deploys are locked' },
  PAYLOAD_TOO_LARGE: { status: 413, graphql: 'BAD_USER_INPUT', message: 'The file is too large' },
  UNSUPPORTED_MEDIA: { status: 415, graphql: 'BAD_USER_INPUT', message: 'The file is not an accepted image or video for this question' },
  QUERY_TOO_COMPLEX: { status: 400, graphql: 'QUERY_TOO_COMPLEX', message: 'The query is too complex' },
  RATE_LIMITED: { status: 429, graphql: 'RATE_LIMITED', message: 'Too many attempts, try again later' },
  MAIL_FAILED: { status: 502, graphql: 'INTERNAL', message: 'The mail could not be sent' },
  UNAVAILABLE: { status: 503, graphql: 'UNAVAILABLE', message: 'The service is unavailable for a moment, try again' },
  INTERNAL: { status: 500, graphql: 'INTERNAL', message: 'Internal error' },
};

/** An error meant for the caller: services throw it, the REST error handler and the GraphQL formatter render it. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly graphqlCode: ApiGraphqlCode;

  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    readonly fields?: string[],
  ) {
    super(message ?? catalogue[code].message);
    this.name = 'ApiError';
    this.statusCode = catalogue[code].status;
    this.graphqlCode = catalogue[code].graphql;
  }
}

export function defaultMessage(code: ApiErrorCode): string {
  return catalogue[code].message;
}
