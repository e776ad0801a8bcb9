import { hasErrorCode } from '@usb/contracts/graphql-client';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';

const text = mgmtMessages.modules;

/** The Danish reason a rollback of `name` failed: nothing earlier to roll back to, not an admin, or anything else. */
export function rollbackFailure(error: unknown, name: string): string {
  if (hasErrorCode(error, 'NOT_FOUND')) return fill(text.noEarlierVersion, { name });
  if (hasErrorCode(error, 'FORBIDDEN')) return text.forbidden;
  return text.rollbackError;
}

/** The Danish reason activating a version failed: deploys are locked, the version is gone, not an admin, or anything else. */
export function activateFailure(error: unknown): string {
  if (hasErrorCode(error, 'LOCKED')) return text.locked;
  if (hasErrorCode(error, 'NOT_FOUND')) return text.versionGone;
  if (hasErrorCode(error, 'FORBIDDEN')) return text.forbidden;
  return text.activateError;
}

/** The Danish reason changing a canary failed: deploys are locked, the version or canary is gone, not an admin, or anything else. */
export function canaryFailure(error: unknown): string {
  if (hasErrorCode(error, 'LOCKED')) return text.locked;
  if (hasErrorCode(error, 'NOT_FOUND')) return text.versionGone;
  if (hasErrorCode(error, 'FORBIDDEN')) return text.forbidden;
  return text.canary.error;
}
