/** Media answers with a stored photo and the gallery's operations, through the real api, for the gallery tests and the matrix. */
import type { Site } from './site';
import { answerQuestion, createQuestion } from './tasks';

/** The first bytes of a PNG and a few more: what the upload check needs to see. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-then-the-pixels-of-a-photo')]);

/** A new image question on the open task, answered by the patrol member with `body`: answers the answer's id. */
export async function photoAnswer(site: Site, memberToken: string, taskID: string, body: Buffer = PNG): Promise<string> {
  const questionID = await createQuestion(site, site.adminToken, taskID, 'mediaQuestion', { mediaType: 1 });
  return uploadPhoto(site, memberToken, questionID, body);
}

/** Uploads `body` as the member's answer to the image question (a new file replaces the old): answers the answer's id. */
export async function uploadPhoto(site: Site, memberToken: string, questionID: string, body: Buffer = PNG): Promise<string> {
  const receipt = (await answerQuestion(site, memberToken, questionID, { mediaAnswer: { mimeType: 'image/png' } })).data?.answers.answerQuestion;
  if (!receipt?.uploadUrl) throw new Error('no upload URL');
  const put = await fetch(`${site.url}${receipt.uploadUrl}`, { method: 'PUT', body, headers: { 'content-type': 'image/png' } });
  if (put.status !== 200) throw new Error(`upload failed: ${put.status}`);
  return receipt.id;
}

export interface Entry {
  id: string;
  answerID: string;
  caption: string;
  patrolName: string;
  taskName: string;
  mimeType: string;
  fileUrl: string | null;
  pickedBy: { contactInfo: { fullName: string } } | null;
  takedown: { requestedBy: { contactInfo: { fullName: string } } | null; requestedAt: string } | null;
}

export interface Item {
  id: string;
  caption: string;
  patrolName: string;
  mimeType: string;
  fileUrl: string;
  ownPatrol: boolean;
}

const ENTRY =
  'id answerID caption patrolName taskName mimeType fileUrl pickedBy { contactInfo { fullName } } takedown { requestedBy { contactInfo { fullName } } requestedAt }';
const PICK = `mutation ($a: ID!, $c: String) { gallery { pickAnswer(answerID: $a, caption: $c) { ${ENTRY} } } }`;
const REMOVE = 'mutation ($i: ID!) { gallery { removeItem(itemID: $i) } }';
const TAKEDOWN = 'mutation ($i: ID!) { gallery { requestTakedown(itemID: $i) } }';
const PUBLIC = 'query ($b: ID!) { gallery { getByBattleID(battleID: $b) { id caption patrolName mimeType fileUrl ownPatrol } } }';
const OWN = 'query ($t: ID!) { gallery { getOwnByTaskID(battleTaskID: $t) { id answerID caption } } }';
const STAFF = `query ($b: ID!) { gallery { getStaffGallery(battleID: $b) { ${ENTRY} } } }`;

export const pickAnswer = (site: Site, token: string | null, answerID: string, caption?: string | null) =>
  site.client.graphql<{ gallery: { pickAnswer: Entry } }>(PICK, { a: answerID, c: caption }, token);

export const removeItem = (site: Site, token: string | null, itemID: string) =>
  site.client.graphql<{ gallery: { removeItem: boolean } }>(REMOVE, { i: itemID }, token);

export const requestTakedown = (site: Site, token: string | null, itemID: string) =>
  site.client.graphql<{ gallery: { requestTakedown: boolean } }>(TAKEDOWN, { i: itemID }, token);

export const publicGallery = (site: Site, token: string | null, battleID: string) =>
  site.client.graphql<{ gallery: { getByBattleID: Item[] } }>(PUBLIC, { b: battleID }, token);

export const ownItems = async (site: Site, token: string | null, battleTaskID: string) =>
  (await site.client.graphql<{ gallery: { getOwnByTaskID: { id: string; answerID: string; caption: string }[] } }>(OWN, { t: battleTaskID }, token)).data
    ?.gallery.getOwnByTaskID;

export const staffGallery = (site: Site, token: string | null, battleID: string) =>
  site.client.graphql<{ gallery: { getStaffGallery: Entry[] } }>(STAFF, { b: battleID }, token);

/** Picks the answer as the admin: answers the new item's id. */
export async function pickedItem(site: Site, answerID: string, caption = ''): Promise<string> {
  const picked = await pickAnswer(site, site.adminToken, answerID, caption);
  if (!picked.data) throw new Error(`pickAnswer failed: ${JSON.stringify(picked.errors)}`);
  return picked.data.gallery.pickAnswer.id;
}
