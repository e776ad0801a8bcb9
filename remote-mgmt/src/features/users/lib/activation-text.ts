import type { MgmtUserActivationFragment } from '@usb/schema/graphql';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { userAdminMessages } from '../../../texts';
import { formatDateTime } from '../../../lib/copenhagen-time';

const text = mgmtMessages.users;

/**
 * The details' activation line: 'Nej', or 'Ja' with the trail's when and how (by an admin, by the
 * user's own link, at start-up); plain 'Ja' for a user activated before the trail was kept.
 */
export function activationText(userID: string, activated: boolean, activation: MgmtUserActivationFragment['activation']): string {
  if (!activated) return userAdminMessages.no;
  if (!activation) return userAdminMessages.yes;
  const at = formatDateTime(activation.activatedAt);
  const by = activation.activatedBy;
  if (!by) return fill(text.activatedAtStartup, { at });
  if (by.id === userID) return fill(text.activatedByLink, { at });
  return fill(text.activatedByAdmin, { at, name: by.contactInfo.fullName });
}
