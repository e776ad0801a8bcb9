import { defaultRateLimit } from '../../../src/config';
import { createGalleryRepository } from '../../../src/modules/gallery/gallery-repository';
import { newStaffMember, newUser, type Actor } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { createBattle, registerPatrol, tokenOf } from '../../support/battles';
import {
  ownItems,
  photoAnswer,
  pickAnswer,
  pickedItem,
  PNG,
  publicGallery,
  removeItem,
  requestTakedown,
  staffGallery,
  uploadPhoto,
} from '../../support/gallery';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';
import { createQuestion, createTask, taskTimes } from '../../support/tasks';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-and-another-photo')]);
const JOIN = 'mutation ($t: String!) { patrols { joinPatrol(token: $t) { id } } }';
const rateLimit = { ...defaultRateLimit, galleryTakedown: { max: 6, windowMs: 60 * 60 * 1000 } };

describe.each(engines)('the gallery (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Galleri', config: { rateLimit } });
  let member: Actor;
  let teammate: Actor;
  let otherPatrol: Actor;
  let staff: Actor;
  let taskID: string;

  beforeAll(async () => {
    [member, otherPatrol] = [await newUser(site, { prefix: 'medlem' }), await newUser(site, { prefix: 'andet' })];
    teammate = await newUser(site, { prefix: 'makker' });
    const patrol = await registerPatrol(site, member, site.battleID, 'Ulvene', { category: 1 });
    await site.client.graphql(JOIN, { t: tokenOf(patrol.inviteLink) }, teammate.token);
    await registerPatrol(site, otherPatrol, site.battleID, 'Ørnene', { category: 1 });
    staff = await newStaffMember(site, site.battleID);
    taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site, -5), { name: 'Bålet' });
  });

  const file = (url: string, headers: Record<string, string> = {}) => fetch(`${site.url}${url}`, { headers });

  it('shows what staff picked to anyone, with the file, and nothing after removal', async () => {
    const answerID = await photoAnswer(site, member.token, taskID);
    const picked = await pickAnswer(site, staff.token, answerID, '  Bålet brænder  ');
    expect(picked.data?.gallery.pickAnswer).toMatchObject({
      answerID,
      caption: 'Bålet brænder',
      patrolName: 'Ulvene',
      taskName: 'Bålet',
      mimeType: 'image/png',
      takedown: null,
    });
    const itemID = picked.data?.gallery.pickAnswer.id ?? '';

    const seen = (await publicGallery(site, null, site.battleID)).data?.gallery.getByBattleID ?? [];
    expect(seen).toEqual([
      { id: itemID, caption: 'Bålet brænder', patrolName: 'Ulvene', mimeType: 'image/png', fileUrl: `/api/gallery/${itemID}/file`, ownPatrol: false },
    ]);
    expect((await publicGallery(site, teammate.token, site.battleID)).data?.gallery.getByBattleID[0]?.ownPatrol).toBe(true);
    expect((await publicGallery(site, otherPatrol.token, site.battleID)).data?.gallery.getByBattleID[0]?.ownPatrol).toBe(false);

    const whole = await file(`/api/gallery/${itemID}/file`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.headers.get('cache-control')).toBe('no-cache');
    expect(Buffer.from(await whole.arrayBuffer()).equals(PNG)).toBe(true);
    const etag = whole.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await file(`/api/gallery/${itemID}/file`, { 'if-none-match': etag })).status).toBe(304);
    const range = await file(`/api/gallery/${itemID}/file`, { range: 'bytes=0-3' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 0-3/${PNG.length}`);
    expect(Buffer.from(await range.arrayBuffer()).equals(PNG.subarray(0, 4))).toBe(true);

    expect((await removeItem(site, staff.token, itemID)).data?.gallery.removeItem).toBe(true);
    expect((await file(`/api/gallery/${itemID}/file`)).status).toBe(404);
    // A cached copy revalidates and is refused too.
    expect((await file(`/api/gallery/${itemID}/file`, { 'if-none-match': etag })).status).toBe(404);
    expect((await publicGallery(site, null, site.battleID)).data?.gallery.getByBattleID).toEqual([]);
    expect((await removeItem(site, staff.token, itemID)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('takes an item down at once when its patrol asks, and keeps staff from picking it again', async () => {
    const answerID = await photoAnswer(site, member.token, taskID);
    const itemID = await pickedItem(site, answerID, 'Knob');
    expect(codeOf(await requestTakedown(site, null, itemID))).toBe('UNAUTHENTICATED');
    expect(codeOf(await requestTakedown(site, otherPatrol.token, itemID))).toBe('FORBIDDEN');
    expect(codeOf(await requestTakedown(site, staff.token, itemID))).toBe('FORBIDDEN');
    expect((await file(`/api/gallery/${itemID}/file`)).status).toBe(200);

    const askedAt = site.clock.now().getTime();
    expect((await requestTakedown(site, teammate.token, itemID)).data?.gallery.requestTakedown).toBe(true);
    expect((await file(`/api/gallery/${itemID}/file`)).status).toBe(404);
    expect((await publicGallery(site, null, site.battleID)).data?.gallery.getByBattleID.map((item) => item.id)).not.toContain(itemID);

    const entry = (await staffGallery(site, staff.token, site.battleID)).data?.gallery.getStaffGallery.find((row) => row.id === itemID);
    expect(entry).toMatchObject({ fileUrl: null, takedown: { requestedBy: { contactInfo: { fullName: 'Anne Hansen' } } } });
    expect(Date.parse(entry?.takedown?.requestedAt ?? '')).toBeGreaterThanOrEqual(askedAt);

    const again = await pickAnswer(site, site.adminToken, answerID, 'Igen');
    expect(again.errors?.[0]?.extensions).toEqual({ code: 'CONFLICT', fields: ['answerID'] });
    // Staff's 'Fjern' leaves the request, and with it the refusal.
    expect((await removeItem(site, staff.token, itemID)).data?.gallery.removeItem).toBe(false);
    expect(codeOf(await pickAnswer(site, staff.token, answerID))).toBe('CONFLICT');
    // Asking twice is fine and changes nothing.
    expect((await requestTakedown(site, member.token, itemID)).data?.gallery.requestTakedown).toBe(true);
  });

  it("tells the patrol's members, in the task view, which of their answers are in the gallery", async () => {
    const ownTask = await createTask(site, site.adminToken, site.battleID, taskTimes(site, -5), { name: 'Hytten' });
    const answerID = await photoAnswer(site, member.token, ownTask);
    expect(await ownItems(site, member.token, ownTask)).toEqual([]);
    const itemID = await pickedItem(site, answerID, 'Hytten i sne');
    const own = [{ id: itemID, answerID, caption: 'Hytten i sne' }];
    expect(await ownItems(site, member.token, ownTask)).toEqual(own);
    expect(await ownItems(site, teammate.token, ownTask)).toEqual(own);
    // Another patrol, the staff and another task see none of it.
    expect(await ownItems(site, otherPatrol.token, ownTask)).toEqual([]);
    expect(await ownItems(site, staff.token, ownTask)).toEqual([]);
    expect(await ownItems(site, member.token, taskID)).not.toContainEqual(own[0]);
    expect(await requestTakedown(site, teammate.token, itemID)).toMatchObject({ data: { gallery: { requestTakedown: true } } });
    expect(await ownItems(site, member.token, ownTask)).toEqual([]);
  });

  it('lets only the battle staff pick a stored media answer, with a short caption', async () => {
    const otherBattle = await createBattle(site, site.adminToken, 'USB Andet galleri');
    const otherStaff = await newStaffMember(site, otherBattle);
    const answerID = await photoAnswer(site, member.token, taskID);
    expect(codeOf(await pickAnswer(site, null, answerID))).toBe('UNAUTHENTICATED');
    expect(codeOf(await pickAnswer(site, member.token, answerID))).toBe('FORBIDDEN');
    expect(codeOf(await pickAnswer(site, otherStaff.token, answerID))).toBe('FORBIDDEN');
    expect(codeOf(await staffGallery(site, otherStaff.token, site.battleID))).toBe('FORBIDDEN');
    expect((await pickAnswer(site, staff.token, answerID, 'x'.repeat(141))).errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: ['caption'] });
    expect((await pickAnswer(site, staff.token, answerID, 'x'.repeat(140))).errors).toBeUndefined();
    // Picking again changes the caption of the one item.
    const renamed = await pickAnswer(site, staff.token, answerID, 'Nyt navn');
    expect(renamed.data?.gallery.pickAnswer).toMatchObject({ caption: 'Nyt navn', pickedBy: { contactInfo: { fullName: 'Anne Hansen' } } });
    const items = (await staffGallery(site, staff.token, site.battleID)).data?.gallery.getStaffGallery ?? [];
    expect(items.filter((item) => item.answerID === answerID)).toHaveLength(1);

    const textQuestion = await createQuestion(site, site.adminToken, taskID, 'stringQuestion');
    const text = await site.client.graphql<{ answers: { answerQuestion: { id: string } } }>(
      'mutation ($q: ID!) { answers { answerQuestion(questionID: $q, stringAnswer: { answerText: "Svar" }) { id } } }',
      { q: textQuestion },
      member.token,
    );
    expect(codeOf(await pickAnswer(site, staff.token, text.data?.answers.answerQuestion.id ?? ''))).toBe('NOT_FOUND');
    expect(codeOf(await pickAnswer(site, staff.token, '999999'))).toBe('NOT_FOUND');
    expect(codeOf(await publicGallery(site, null, '999999'))).toBe('NOT_FOUND');
  });

  it('hides a picked photo the patrol replaced until staff pick the new one', async () => {
    const questionID = await createQuestion(site, site.adminToken, taskID, 'mediaQuestion', { mediaType: 1 });
    const answerID = await uploadPhoto(site, member.token, questionID);
    const itemID = await pickedItem(site, answerID);
    await uploadPhoto(site, member.token, questionID, JPEG);
    expect((await file(`/api/gallery/${itemID}/file`)).status).toBe(404);
    expect((await staffGallery(site, staff.token, site.battleID)).data?.gallery.getStaffGallery.find((row) => row.id === itemID)?.fileUrl).toBeNull();
    await pickedItem(site, answerID);
    const served = await file(`/api/gallery/${itemID}/file`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it("counts a battle's items against its limit, also when picks run in parallel", async () => {
    const battleID = await createBattle(site, site.adminToken, 'USB Fuldt galleri');
    const owner = await newUser(site, { prefix: 'fuld' });
    await registerPatrol(site, owner, battleID, 'Fuld', { category: 1 });
    const fullTask = await createTask(site, site.adminToken, battleID, taskTimes(site, -5));
    const answerIDs = [];
    for (let n = 0; n < 5; n += 1) answerIDs.push(await photoAnswer(site, owner.token, fullTask));
    const repository = createGalleryRepository(site.app.db);
    const picks = answerIDs.map(async (answerID) => {
      const answer = await repository.pickableAnswer(Number(answerID));
      if (!answer) throw new Error('no pickable answer');
      return repository.pick({ ...answer, caption: '', pickedBy: 1, pickedAt: site.clock.now() }, 3);
    });
    const outcomes = await Promise.all(picks);
    expect(outcomes.filter((outcome) => outcome.kind === 'picked')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome.kind === 'full')).toHaveLength(2);
  });

  it('counts takedown requests per user, refused ones too', async () => {
    const asker = await newUser(site, { prefix: 'spoerger' });
    const answers = [];
    for (let n = 0; n < 7; n += 1) answers.push(await requestTakedown(site, asker.token, '999999'));
    expect(answers.slice(0, 6).map(codeOf)).toEqual(Array(6).fill('NOT_FOUND'));
    expect(codeOf(answers[6] ?? {})).toBe('RATE_LIMITED');
  });
});
