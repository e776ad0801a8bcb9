import { signup, TEST_PASSWORD } from '../../support/accounts';
import { useSite } from '../../support/site';
import { keyFromLink } from '../../support/smtp';
import { engines } from '../../support/storage';

describe.each(engines)('password reset (%s)', (engine) => {
  const site = useSite(engine, { mail: true });

  const requestReset = (identifier: string) => site.client.post('/api/auth/sendresetmail', { identifier });
  const reset = (key: string, password: string) => site.client.post('/api/auth/reset', { key, password });
  const login = (identifier: string, password: string) => site.client.post('/api/auth', { identifier, password });

  async function resetKeyFor(email: string, identifier: string): Promise<string> {
    expect((await requestReset(identifier)).status).toBe(204);
    const received = await site.mail.next(email, 'Nulstil din adgangskode til USB');
    return keyFromLink(received, '/user/passwordreset');
  }

  it('answers the same for unknown and known identifiers, mailing only real users', async () => {
    const user = await signup(site.client);
    await site.mail.next(user.user.contactInfo.email, 'Aktiver din bruger til USB');
    const before = site.mail.mails.length;
    const unknown = await requestReset('findesikke@example.dk');
    const known = await requestReset(user.user.contactInfo.email);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await site.mail.next(user.user.contactInfo.email, 'Nulstil din adgangskode til USB');
    expect(site.mail.mails.length).toBe(before + 1);
  });

  it('sets the new password once with the mailed key and ends every session', async () => {
    const user = await signup(site.client);
    const name = user.user.loginInfo.userName;
    const key = await resetKeyFor(user.user.contactInfo.email, name);
    expect(await reset(key, '123')).toMatchObject({ status: 400, body: { fields: ['password'] } });
    expect((await reset(key, 'nyadgang1')).status).toBe(204);
    expect((await site.client.get('/api/auth/current', user.token)).status).toBe(401);
    expect((await login(name, TEST_PASSWORD)).status).toBe(403);
    expect((await login(name, 'nyadgang1')).status).toBe(200);
    expect(await reset(key, 'endnuny1')).toMatchObject({ status: 400, body: { code: 'INVALID_KEY' } });
  });

  it('mails a user at most three unused reset links an hour, answering every request the same', async () => {
    const user = await signup(site.client);
    const email = user.user.contactInfo.email;
    for (let request = 0; request < 4; request += 1) expect((await requestReset(email)).status).toBe(204);
    for (let received = 0; received < 3; received += 1) await site.mail.next(email, 'Nulstil din adgangskode til USB');
    site.clock.advance(61 * 60 * 1000);
    expect((await requestReset(email)).status).toBe(204);
    await site.mail.next(email, 'Nulstil din adgangskode til USB');
    expect(site.mail.mails.filter((item) => item.to.includes(email) && item.subject === 'Nulstil din adgangskode til USB')).toHaveLength(4);
  });

  it('refuses a key older than one hour', async () => {
    const user = await signup(site.client);
    const key = await resetKeyFor(user.user.contactInfo.email, user.user.contactInfo.email);
    site.clock.advance(61 * 60 * 1000);
    expect((await reset(key, 'nyadgang1')).status).toBe(400);
    expect((await login(user.user.loginInfo.userName, TEST_PASSWORD)).status).toBe(200);
  });
});
