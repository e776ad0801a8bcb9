/**
 * What travels on the live channel (`GET /api/live`, server-sent events; docs/live.md): a wake-up
 * naming the kind of thing that changed, its id and its battle. A page that hears one reads what
 * it shows again, or takes the `data` the server sent with it (an announcement's text).
 */
export type LiveKind =
  /** To patrols: an announcement was sent (data: AnnouncementLiveData). */
  | 'announcement'
  /** To the battle's staff: more patrols have confirmed an announcement (at most once a second per api process). */
  | 'announcement-receipts'
  /** To the battle's staff: its answers, locks or corrections changed (the live view of the night; id is the battle's). */
  | 'staff-activity'
  /** To the battle's staff, and the asking patrol or every patrol of the battle: a question to the staff was asked, answered or closed. */
  | 'patrol-question';

export interface LiveMessage {
  kind: LiveKind;
  id: number;
  battleId: number;
  /** What the server sends along for kinds whose every receiver shows the same (an announcement). */
  data?: unknown;
}

export const LIVE_PATH = '/api/live';

/** What an `announcement` message carries in `data`: the text and when it was sent (ISO 8601). */
export interface AnnouncementLiveData {
  text: string;
  sentAt: string;
}
