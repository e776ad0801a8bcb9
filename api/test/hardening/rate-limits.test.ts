/**
 * Regression tests of the rate limits an attacker once bypassed: parallel wrong logins all got
 * a password check, a user name and its e-mail were two identities, and one request of aliased
 * badge orders stored one order per alias. Limits are counted in the database, so a second api
 * process on the same PostgreSQL shares them.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { badgeOrders } from '../../src/db/schema';
import { newUser, signup } from '../support/accounts';
import { codeOf } from '../support/api-client';
import { startApp, testConfig, useSite } from '../support/site';
import { describeOnPostgres, engines } from '../support/storage';

const ORDER_FIELDS = (aliases: number) =>
  `mutation ($o: BadgeOrderInput!) { shop { ${Array.from({ length: aliases }, (_, index) => `o${index}: order(order: $o)`).join(' ')} } }`;
const ORDER = {
  contactInfo: { firstName: 'Mette', lastName: 'Hansen', email: 'mette@example.dk', mobile: '12345678' },
  address: { streetName: 'Skovvej', streetNumber: '12B', postalCode: '5000', postalCity: 'Odense C' },
  orderLines: [{ id: 'maerke1', quantity: 1 }],
};

/** Waits until the observed values stop changing for 300 ms (at most 5 s). */
async function settled(observe: () => Promise<unknown[]>): Promise<void> {
  let last = JSON.stringify(await observe());
  for (let waited = 0; waited < 5000; waited += 300) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = JSON.stringify(await observe());
    if (now === last) return;
    last = now;
  }
}

describe.each(engines)('rate limits (%s)', (engine) => {
  const site = useSite(engine);
  const wrong = (identifier: string) => site.client.post('/api/auth', { identifier, password: 'forkert1' });

  it('checks exactly five passwords of 40 parallel wrong logins for one account', async () => {
    const user = await signup(site.client);
    const verify = jest.spyOn(site.app.passwords, 'verify');
    const answers = await Promise.all(Array.from({ length: 40 }, () => wrong(user.user.loginInfo.userName)));
    expect(verify).toHaveBeenCalledTimes(5);
    verify.mockRestore();
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(35);
    site.clock.advance(16 * 60 * 1000);
  });

  it('counts the user name and the e-mail of one account as one identity', async () => {
    const user = await signup(site.client);
    for (const identifier of ['loginInfo', 'contactInfo', 'loginInfo', 'contactInfo', 'loginInfo'] as const) {
      const name = identifier === 'loginInfo' ? user.user.loginInfo.userName : user.user.contactInfo.email.toUpperCase();
      expect((await wrong(name)).status).toBe(403);
    }
    const right = await site.client.post('/api/auth', { identifier: user.user.contactInfo.email, password: user.password });
    expect(right).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    site.clock.advance(16 * 60 * 1000);
  });

  it('lets a right password forgive the failures before it', async () => {
    const user = await signup(site.client);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await wrong(user.user.loginInfo.userName)).status).toBe(403);
    expect((await site.client.post('/api/auth', { identifier: user.user.loginInfo.userName, password: user.password })).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await wrong(user.user.loginInfo.userName)).status).toBe(403);
    site.clock.advance(16 * 60 * 1000);
  });

  it('counts aliased badge orders one by one: twenty in one request store five and mail five', async () => {
    const stored = async () => (await site.app.db.select({ value: count() }).from(badgeOrders))[0]?.value ?? 0;
    const outbox = () => readdirSync(join(site.storage.dataDir, 'outbox')).length;
    const mailsBefore = outbox();
    const answer = await site.client.graphql(ORDER_FIELDS(20), { o: ORDER });
    // The first refused order nulls the non-null namespace; the others still ran, and were refused too.
    expect(new Set(answer.errors?.map((error) => error.extensions?.code))).toEqual(new Set(['RATE_LIMITED']));
    // The answer leaves once the namespace is nulled; the orders still running finish after it.
    await settled(async () => [await stored(), outbox() - mailsBefore]);
    expect(await stored()).toBe(5);
    expect(outbox() - mailsBefore).toBe(5);
    // Far more aliases are refused whole before anything runs.
    expect(codeOf(await site.client.graphql(ORDER_FIELDS(40), { o: ORDER }))).toBe('QUERY_TOO_COMPLEX');
    expect(await stored()).toBe(5);
  });

  it('limits invite guesses per user: ten joins with unknown tokens, then 429', async () => {
    const guesser = await newUser(site);
    const join = (token: string) => site.client.graphql('mutation ($t: String!) { patrols { joinPatrol(token: $t) { id } } }', { t: token }, guesser.token);
    for (let attempt = 0; attempt < 10; attempt += 1) expect(codeOf(await join(attempt.toString(16).padStart(32, '0')))).toBe('NOT_FOUND');
    expect(codeOf(await join('f'.repeat(32)))).toBe('RATE_LIMITED');
  });

  it('limits reset mails per address', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await site.client.post('/api/auth/sendresetmail', { identifier: `nogen${attempt}` })).status).toBe(204);
    }
    expect((await site.client.post('/api/auth/sendresetmail', { identifier: 'nogen' })).status).toBe(429);
  });
});

describeOnPostgres('rate limits across two api processes on one PostgreSQL', () => {
  const site = useSite('postgres');

  it('shares the login limit of an account between the processes', async () => {
    const second = await startApp(testConfig(site.storage, site.clock));
    try {
      const user = await signup(site.client);
      const name = user.user.loginInfo.userName;
      for (const client of [site.client, second.client, site.client, second.client, second.client]) {
        expect((await client.post('/api/auth', { identifier: name, password: 'forkert1' })).status).toBe(403);
      }
      expect((await site.client.post('/api/auth', { identifier: name, password: user.password })).status).toBe(429);
      expect((await second.client.post('/api/auth', { identifier: name, password: user.password })).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});
