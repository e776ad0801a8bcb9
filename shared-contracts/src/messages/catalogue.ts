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
 * changed in one place; add a new text to the file of its domain. The staff's and the
 * management's texts are subpaths of their own (`messages/staff`, `messages/mgmt`): only their
 * remotes use them, and `messages` is shared, so every page loads it.
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
