/** The gallery module: the evening's public gallery of picked media answers, behind `app.gallery`. */
export { default } from './gallery-plugin';
export type { GalleryService } from './gallery-service';
