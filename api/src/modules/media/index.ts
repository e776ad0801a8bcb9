/** The media module: signed upload and download URLs for answer media, behind `app.media`. */
export { default } from './media-plugin';
export type { MediaRecords, MediaService, StoredMedia } from './media-service';
export { MEDIA_IMAGE, MEDIA_VIDEO } from './media-type';
export { replyWithStoredFile, type StoredFile } from './stored-file-reply';
