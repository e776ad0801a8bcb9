/** Gallery rows as the schema's GalleryItem and GalleryEntry. */
import type { GalleryEntry, GalleryItem, OwnGalleryItem } from '../../generated/graphql';
import type { UserRecord } from '../users';
import { toPublicUser } from '../users';
import type { OwnItemRow, StaffItemRow } from './gallery-repository';
import type { PublicItem } from './gallery-service';

/** The public file route of an item (gallery-routes.ts). */
export const fileUrlOf = (id: number) => `/api/gallery/${id}/file`;

export function toGalleryItem(item: PublicItem): GalleryItem {
  return {
    id: String(item.id),
    battleID: String(item.battleId),
    caption: item.caption,
    patrolName: item.patrolName,
    mimeType: item.mimeType,
    fileUrl: fileUrlOf(item.id),
    pickedAt: item.pickedAt,
    ownPatrol: item.ownPatrol,
  };
}

export function toOwnGalleryItem(row: OwnItemRow): OwnGalleryItem {
  return { id: String(row.id), answerID: String(row.answerId), caption: row.caption };
}

/** `users` holds the pickers and requesters that still have accounts. */
export function toGalleryEntry(row: StaffItemRow, users: Map<number, UserRecord>): GalleryEntry {
  const userOf = (id: number | null) => {
    const user = id === null ? undefined : users.get(id);
    return user ? toPublicUser(user) : null;
  };
  return {
    id: String(row.id),
    answerID: String(row.answerId),
    caption: row.caption,
    patrolName: row.patrolName,
    taskName: row.taskName,
    mimeType: row.mimeType,
    fileUrl: row.takedownAt === null && row.sameFile ? fileUrlOf(row.id) : null,
    pickedBy: userOf(row.pickedBy),
    pickedAt: row.pickedAt,
    takedown: row.takedownAt ? { requestedBy: userOf(row.takedownBy), requestedAt: row.takedownAt } : null,
  };
}
