/**
 * What travels on the live channel (`GET /api/live`, server-sent events; docs/live.md): a wake-up
 * naming the kind of thing that changed, its id and its battle. A page that hears one reads what
 * it shows again, or takes the `data` the server sent with it (an announcement's text).
 */
export type LiveKind = 'announcement' | 'patrol-question';

export interface LiveMessage {
  kind: LiveKind;
  id: number;
  battleId: number;
  /** What the server sends along for kinds whose every receiver shows the same (an announcement). */
  data?: unknown;
}

export const LIVE_PATH = '/api/live';
