/** The announcements module (docs/live.md): the staff's messages to a battle's patrols, sent live, scheduled, confirmed and kept in an inbox. */
export { default } from './announcements-plugin';
export type { AnnouncementRecord, AnnouncementsService } from './announcements-service';
