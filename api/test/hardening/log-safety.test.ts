/**
 * The log never holds a password, a hash, a token or a mailed key: a database failure while a
 * user row is written (once logged with the row's argon2 hash in drizzle's message) and the
 * request lines of key-carrying pages (access lines switched on, LOG_REQUESTS=1) are read back
 * from the captured log.
 */
import { sql } from 'drizzle-orm';
import { newSignup, signup } from '../support/accounts';
import { useSite } from '../support/site';
import { engines } from '../support/storage';

describe.each(engines)('what the log holds (%s)', (engine) => {
  const lines: string[] = [];
  const site = useSite(engine, { config: { logLevel: 'info', logRequests: 1, logStream: { write: (line: string) => lines.push(line) } } });
  const log = () => lines.join('');

  it('logs a failed user insert without the row, its hash or its password', async () => {
    await site.app.db.execute(sql`alter table users add constraint users_refuse_all check (id < 0) not valid`);
    try {
      const attempt = newSignup('logtest');
      const answer = await site.client.post('/api/user/signup', attempt);
      expect(answer).toMatchObject({ status: 500, body: { code: 'INTERNAL' } });
      expect(log()).toContain('users_refuse_all');
      expect(log()).not.toMatch(/\$argon2/);
      expect(log()).not.toContain(attempt.loginInfo.password);
      expect(log()).not.toContain(attempt.contactInfo.email);
    } finally {
      await site.app.db.execute(sql`alter table users drop constraint users_refuse_all`);
    }
  });

  it('logs neither session tokens nor the keys in activation and reset links', async () => {
    const user = await signup(site.client);
    await site.client.get('/api/auth/current', user.token);
    await site.client.get(`/user/activation/${'a1'.repeat(16)}`);
    await site.client.get(`/user/passwordreset/${'b2'.repeat(16)}`);
    await site.client.post('/api/auth', { identifier: user.user.loginInfo.userName, password: 'forkert-hemmelig' });
    expect(log()).toContain('/user/activation/[redacted]');
    expect(log()).not.toContain(user.token);
    expect(log()).not.toContain('a1'.repeat(16));
    expect(log()).not.toContain('b2'.repeat(16));
    expect(log()).not.toContain('forkert-hemmelig');
  });
});
