import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signup, type SessionBody } from '../../support/accounts';
import { startSite, useSite } from '../../support/site';
import { keyFromLink } from '../../support/smtp';
import { engines } from '../../support/storage';

describe.each(engines)('activation (%s)', (engine) => {
  const site = useSite(engine, { mail: true });

  const activate = (activationKey: string, token?: string) => site.client.post('/api/activation/activateuser', { activationKey }, token);
  const activated = async (token: string) => (await site.client.get<SessionBody>('/api/auth/current', token)).body.user.activated;

  it('activates the logged-in user with the key from the mail', async () => {
    const user = await signup(site.client);
    const key = keyFromLink(await site.mail.next(user.user.contactInfo.email), '/user/activation');
    expect((await activate(key)).status).toBe(401);
    expect((await activate(key, user.token)).status).toBe(204);
    expect(await activated(user.token)).toBe(true);
    // The key is used up.
    expect((await activate(key, user.token)).status).toBe(400);
  });

  it("refuses another user's key, which then still works for its owner", async () => {
    const owner = await signup(site.client);
    const other = await signup(site.client);
    const key = keyFromLink(await site.mail.next(owner.user.contactInfo.email), '/user/activation');
    expect(await activate(key, other.token)).toMatchObject({ status: 400, body: { code: 'INVALID_KEY' } });
    expect(await activated(other.token)).toBe(false);
    expect((await activate(key, owner.token)).status).toBe(204);
  });

  it('refuses a key older than 48 hours', async () => {
    const user = await signup(site.client);
    const key = keyFromLink(await site.mail.next(user.user.contactInfo.email), '/user/activation');
    site.clock.advance(48 * 3600 * 1000 + 60 * 1000);
    expect((await activate(key, user.token)).status).toBe(400);
    expect(await activated(user.token)).toBe(false);
  });

  it('resends a new key that invalidates the older one, and not to an activated user', async () => {
    const user = await signup(site.client);
    const oldKey = keyFromLink(await site.mail.next(user.user.contactInfo.email), '/user/activation');
    expect((await site.client.post('/api/activation/resendactivationmail', undefined)).status).toBe(401);
    // Not in a burst: the sign-up mail went out moments ago.
    expect(await site.client.post('/api/activation/resendactivationmail', undefined, user.token)).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED' },
    });
    site.clock.advance(10 * 1000);
    expect((await site.client.post('/api/activation/resendactivationmail', undefined, user.token)).status).toBe(204);
    const newKey = keyFromLink(await site.mail.next(user.user.contactInfo.email), '/user/activation');
    expect(newKey).not.toBe(oldKey);
    expect((await activate(oldKey, user.token)).status).toBe(400);
    expect((await activate(newKey, user.token)).status).toBe(204);
    const again = await site.client.post('/api/activation/resendactivationmail', undefined, user.token);
    expect(again).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
  });

  it('sends one mail for ten parallel resends and answers the other nine 429', async () => {
    const user = await signup(site.client);
    const email = user.user.contactInfo.email;
    await site.mail.next(email);
    site.clock.advance(10 * 1000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => site.client.post<{ code?: string }>('/api/activation/resendactivationmail', undefined, user.token)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, ...Array<number>(9).fill(429)]);
    // A 204 answers after the mail server took the mail: the sign-up's mail and exactly one more.
    expect(site.mail.mails.filter((mail) => mail.to.includes(email))).toHaveLength(2);
    // The refused burst left the hour's mails alone: one every 10 s still goes out.
    for (let mail = 0; mail < 4; mail += 1) {
      site.clock.advance(10 * 1000);
      expect((await site.client.post('/api/activation/resendactivationmail', undefined, user.token)).status).toBe(204);
    }
    site.clock.advance(10 * 1000);
    expect((await site.client.post('/api/activation/resendactivationmail', undefined, user.token)).status).toBe(429);
  });
});

describe('mails without SMTP_URL', () => {
  it('writes them as .eml files to DATA_DIR/outbox', async () => {
    const site = await startSite('pglite');
    try {
      const user = await signup(site.client);
      const outbox = join(site.config.dataDir, 'outbox');
      expect(existsSync(outbox)).toBe(true);
      const files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = readFileSync(join(outbox, files[0] ?? ''), 'utf8');
      expect(eml).toContain(`To: ${user.user.contactInfo.email}`);
      expect(eml).toMatch(/http:\/\/usb\.test\/user\/activation\/[0-9a-f]{32}/);
    } finally {
      await site.close();
    }
  });
});
