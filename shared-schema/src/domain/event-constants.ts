/**
 * The default fallback event dates: the api's site settings answer them until an admin saves
 * others (docs/settings.md); the home page counts down to the settings' dates when no battle exists.
 */
export const DEFAULT_EVENT_END = '2025-11-13T18:30:00+01:00';
export const DEFAULT_REGISTRATION_OPENS = '2025-09-01T00:00:00+02:00';

/** Local storage key of the staff selection (the battle, task and filters chosen in the staff area). */
export const STAFF_STATE_STORAGE_KEY = 'STATE';

export const DEFAULT_PAGE_TITLE = 'USB - en anderledes spejderkonkurrence';
export const DEFAULT_PAGE_DESCRIPTION =
  'USB er en anderledes spejderkonkurrence: en aften hvor patruljer løser opgaver online, på SMS, e-mail og sociale medier.';

/**
 * The defaults of the site settings (docs/settings.md) for where visitors reach the organisers:
 * the api answers them until an admin saves others, and the pages show the settings, not these.
 * An empty social page or intro video means "none", and the page plugin, links and video that
 * use it are left out.
 */
export const CONTACT_EMAIL: string = 'kontakt@usb-spejder.dk';
export const SOCIAL_PAGE_URL: string = 'https://www.facebook.com/usbspejder';
/** The about page's video player URL (https://www.youtube-nocookie.com/embed/<id> or https://player.vimeo.com/video/<id>). */
export const INTRO_VIDEO_URL: string = '';
