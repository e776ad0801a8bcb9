import { newUser } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { startApp, testConfig, useSite, type TestSite } from '../../support/site';
import { engines } from '../../support/storage';

const PUBLIC_FIELDS = 'contactEmail socialPageUrl introVideoUrl fallbackEventStart fallbackRegistrationFrom';
const GET_PUBLIC = `{ settings { getPublic { ${PUBLIC_FIELDS} } } }`;
const GET = `{ settings { get { ${PUBLIC_FIELDS} paymentDetails } } }`;
const SAVE = `mutation ($s: SettingsInput!) { settings { save(settings: $s) { ${PUBLIC_FIELDS} paymentDetails } } }`;
const ORDER = 'mutation ($order: BadgeOrderInput!) { shop { order(order: $order) } }';
const PAYMENT = 'Reg.nr. 1234 Kontonr. 12345678';

interface PublicSettings {
  contactEmail: string;
  socialPageUrl: string;
  introVideoUrl: string;
  fallbackEventStart: string;
  fallbackRegistrationFrom: string;
}
type Settings = PublicSettings & { paymentDetails: string };

const DEFAULTS: Settings = {
  contactEmail: 'kontakt@usb-spejder.dk',
  socialPageUrl: 'https://www.facebook.com/usbspejder',
  introVideoUrl: '',
  fallbackEventStart: '2025-11-13T17:30:00.000Z',
  fallbackRegistrationFrom: '2025-08-31T22:00:00.000Z',
  paymentDetails: PAYMENT,
};

const CHANGED: Settings = {
  contactEmail: 'stab@usb-spejder.dk',
  socialPageUrl: 'https://www.facebook.com/usbstab',
  introVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  fallbackEventStart: '2026-11-12T17:30:00.000Z',
  fallbackRegistrationFrom: '2026-09-01T08:00:00.000Z',
  paymentDetails: 'Reg.nr. 9876 Kontonr. 55554444',
};

const frameSources = (csp: string | null): string[] => /frame-src ([^;]*)/.exec(csp ?? '')?.[1]?.split(' ') ?? [];

describe.each(engines)('site settings (%s)', (engine) => {
  const site = useSite(engine, { mail: true, config: { orderPaymentDetails: PAYMENT } });
  // PostgreSQL: a second api process on the database, whose cache a save must clear too.
  let other: TestSite;
  const publicOn = async (api: TestSite) => (await api.client.graphql<{ settings: { getPublic: PublicSettings } }>(GET_PUBLIC, {})).data?.settings.getPublic;
  const save = (settings: Settings, token: string | null = site.adminToken) =>
    site.client.graphql<{ settings: { save: Settings } }>(SAVE, { s: settings }, token);

  beforeAll(async () => {
    other = engine === 'postgres' ? await startApp(testConfig(site.storage, site.clock)) : site;
  });

  afterAll(async () => {
    if (other !== site) await other.close();
  });

  it('answers the defaults until an admin saves: the constants of today and ORDER_PAYMENT_DETAILS', async () => {
    const { paymentDetails: _paymentDetails, ...publicDefaults } = DEFAULTS;
    expect(await publicOn(site)).toEqual(publicDefaults);
    expect((await site.client.graphql(GET, {}, site.adminToken)).data).toEqual({ settings: { get: DEFAULTS } });
    expect(frameSources((await site.client.get('/')).headers.get('content-security-policy'))).toEqual(['https://www.facebook.com', 'https://web.facebook.com']);
  });

  it('keeps the bank details out of the public settings and every setting from non-admins', async () => {
    const asked = await site.client.graphql('{ settings { getPublic { paymentDetails } } }', {});
    expect(asked.data ?? null).toBeNull();
    expect(asked.errors?.[0]?.message).toMatch(/Cannot query field "paymentDetails"/);
    const user = await newUser(site);
    expect(codeOf(await site.client.graphql(GET, {}, user.token))).toBe('FORBIDDEN');
    expect(codeOf(await save(CHANGED, user.token))).toBe('FORBIDDEN');
    expect(codeOf(await save(CHANGED, null))).toBe('UNAUTHENTICATED');
  });

  it('refuses settings that break a rule, naming every field, and keeps what was saved', async () => {
    const answer = await save({
      ...CHANGED,
      contactEmail: 'ikke-en-mail',
      socialPageUrl: 'https://evil.example/usb',
      introVideoUrl: 'https://evil.example/embed/dQw4w9WgXcQ',
      fallbackRegistrationFrom: '2026-12-01T08:00:00.000Z',
    });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.fields).toEqual(['contactEmail', 'socialPageUrl', 'introVideoUrl', 'fallbackRegistrationFrom']);
    expect((await publicOn(site))?.contactEmail).toBe(DEFAULTS.contactEmail);
  });

  it("saves an admin's settings, the video as its player URL, seen at once by every api process", async () => {
    const saved = { ...CHANGED, introVideoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    // Both processes have the defaults cached before the save.
    for (const api of [site, other]) expect((await publicOn(api))?.contactEmail).toBe(DEFAULTS.contactEmail);
    expect((await save(CHANGED)).data).toEqual({ settings: { save: saved } });
    const { paymentDetails: _paymentDetails, ...publicSaved } = saved;
    const deadline = Date.now() + 1000;
    let seen = await publicOn(other);
    while (seen?.contactEmail !== saved.contactEmail && Date.now() < deadline) seen = await publicOn(other);
    expect(seen).toEqual(publicSaved);
    expect(await publicOn(site)).toEqual(publicSaved);
  });

  it("frames the chosen video's host in the content security policy, and no other", async () => {
    for (const path of ['/', '/om', '/api/health']) {
      const csp = (await site.client.get(path)).headers.get('content-security-policy');
      expect(frameSources(csp)).toEqual(['https://www.facebook.com', 'https://web.facebook.com', 'https://www.youtube-nocookie.com']);
    }
    await save({ ...CHANGED, introVideoUrl: 'https://vimeo.com/76979871' });
    expect(frameSources((await site.client.get('/om')).headers.get('content-security-policy'))).toEqual([
      'https://www.facebook.com',
      'https://web.facebook.com',
      'https://player.vimeo.com',
    ]);
    await save({ ...CHANGED, introVideoUrl: '' });
    expect(frameSources((await site.client.get('/om')).headers.get('content-security-policy'))).toEqual([
      'https://www.facebook.com',
      'https://web.facebook.com',
    ]);
  });

  it('writes the saved bank details in the badge order confirmation, and none once emptied', async () => {
    const order = {
      contactInfo: { firstName: 'Mette', lastName: 'Hansen', email: 'mette@example.dk', mobile: '12345678' },
      address: { streetName: 'Skovvej', streetNumber: '12B', postalCode: '5000', postalCity: 'Odense C' },
      orderLines: [{ id: 'maerke1', name: 'Mærke 1', quantity: 1 }],
    };
    await save(CHANGED);
    expect((await site.client.graphql(ORDER, { order })).errors).toBeUndefined();
    expect((await site.mail.next('mette@example.dk')).text).toContain(CHANGED.paymentDetails);
    await save({ ...CHANGED, paymentDetails: '' });
    expect((await site.client.graphql(ORDER, { order })).errors).toBeUndefined();
    const mail = (await site.mail.next('mette@example.dk')).text;
    expect(mail).not.toContain('Reg.nr.');
    expect(mail).toContain('Vi kontakter jer med oplysninger om betaling med bankoverførsel.');
  });
});
