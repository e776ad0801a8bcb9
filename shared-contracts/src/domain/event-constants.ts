/** The fallback event dates the home page counts down to when no battle exists. */
export const DEFAULT_EVENT_END = '2025-11-13T18:30:00+01:00';
export const DEFAULT_REGISTRATION_OPENS = '2025-09-01T00:00:00+02:00';

/** Local storage key of the staff selection (the battle, task and filters chosen in the staff area). */
export const STAFF_STATE_STORAGE_KEY = 'STATE';

export const DEFAULT_PAGE_TITLE = 'USB - en anderledes spejderkonkurrence';
export const DEFAULT_PAGE_DESCRIPTION =
  'USB er en anderledes spejderkonkurrence: en aften hvor patruljer løser opgaver online, på SMS, e-mail og sociale medier.';

/**
 * Where visitors reach the organisers. The contact page, the about page, the rules text and
 * the finished countdown link here; an empty SOCIAL_PAGE_URL or INTRO_VIDEO_URL means "not
 * configured", and the page plugin, links and video that use it are left out.
 */
export const CONTACT_EMAIL: string = 'kontakt@usb-spejder.dk';
export const SOCIAL_PAGE_URL: string = 'https://www.facebook.com/usbspejder';
/** An embeddable video URL (e.g. https://www.youtube-nocookie.com/embed/<id>) for the about page. */
export const INTRO_VIDEO_URL: string = '';
