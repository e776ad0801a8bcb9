/**
 * The api's REST contract (accounts and sessions, see docs/accounts.md): paths, payloads and
 * answers, and the one fetch helper every part uses so that the token and XSRF headers are
 * always set the same way (the GraphQL client takes its XSRF echo from here too), and what travels
 * on the live channel and how its stream is read (live-kinds.ts, sse-parser.ts).
 */
export {
  DEPLOY_TOKEN_SCHEME,
  remotePreviewsPath,
  remoteSwitchPath,
  remoteVersionsPath,
  restPaths,
  STAGE_ONLY_QUERY,
  TOKEN_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './paths';
export type * from './types';
export type { SessionUser } from './session-user';
export { restRequest, type RestResult } from './client';
export { xsrfHeaders } from './xsrf';
export { LIVE_PATH, type AnnouncementLiveData, type LiveKind, type LiveMessage } from './live-kinds';
export { createSseParser, type SseParser, type StreamEvent } from './sse-parser';
