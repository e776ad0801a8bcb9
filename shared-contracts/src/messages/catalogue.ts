import { accountMessages } from './accounts';
import { announcementMessages } from './announcements';
import { galleryMessages } from './gallery';
import { infoPageMessages } from './info-pages';
import { patrolQuestionMessages } from './patrol-questions';
import { patrolMessages } from './patrols';
import { resultMessages } from './results';
import { shopMessages } from './shop';
import { siteMessages } from './site';
import { taskMessages } from './tasks';

/**
 * The Danish texts of the site, one file per domain beside this one, each text word for word
 * as the product defines it. Every screen takes its words from `messages`, so a text is
 * changed in one place; add a new text to the file of its domain. Only texts more than one
 * part shows live here: `messages` is shared, so every page loads it. A remote's own screens
 * keep their texts in the remote (remote-staff/src/texts, remote-mgmt/src/texts).
 */
export const messages = {
  ...siteMessages,
  ...infoPageMessages,
  ...accountMessages,
  ...patrolMessages,
  ...shopMessages,
  ...taskMessages,
  ...resultMessages,
  ...galleryMessages,
  ...announcementMessages,
  ...patrolQuestionMessages,
} as const;
