/**
 * Who may ask a running site for a backup (POST /api/backups) and how the CLI gets one: the
 * site's BACKUP_TOKEN or an admin's session; nobody else. Without --url the CLI backs up a
 * PostgreSQL site itself while it runs, but not an embedded database a running site holds:
 * then it says to go through the site.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../../src/platform/cli/run-cli';
import { newUser } from '../../support/accounts';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';

const BACKUP_TOKEN = 't'.repeat(48);

describe.each(engines)('asking for a backup (%s)', (engine) => {
  const backupDir = mkdtempSync(join(tmpdir(), 'usb-backups-access-'));
  const site = useSite(engine, { config: { backup: { dir: backupDir, keep: 3, token: BACKUP_TOKEN } } });
  afterAll(() => rmSync(backupDir, { recursive: true, force: true }));

  const ask = (headers: Record<string, string>) => fetch(`${site.url}/api/backups`, { method: 'POST', headers });

  it('answers the archive to the backup token and to an admin, and refuses everyone else', async () => {
    const withToken = await ask({ authorization: `Bearer ${BACKUP_TOKEN}` });
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('content-disposition')).toMatch(/^attachment; filename="usb-backup-.+\.tar"$/);
    expect(JSON.parse(withToken.headers.get('x-usb-backup') ?? '{}')).toMatchObject({ engine, counts: { accounts: 1 } });
    const body = Buffer.from(await withToken.arrayBuffer());
    expect(body.length).toBe(Number(withToken.headers.get('content-length')));

    expect((await site.client.request('POST', '/api/backups', { token: site.adminToken })).status).toBe(200);
    const user = await newUser(site);
    expect((await site.client.request('POST', '/api/backups', { token: user.token })).status).toBe(403);
    expect((await site.client.request('POST', '/api/backups')).status).toBe(401);
    expect((await ask({ authorization: `Bearer ${'x'.repeat(48)}` })).status).toBe(401);
    expect((await ask({ authorization: `Basic ${BACKUP_TOKEN}` })).status).toBe(401);
    // A session without the XSRF echo is refused like every other unsafe call.
    expect((await ask({ 'x-auth-token': site.adminToken })).status).toBe(403);
  });

  it('backs up from the CLI alone only where it can take a consistent copy', async () => {
    const lines: string[] = [];
    const code = await runCli(['backup', '--out', backupDir], site.config, (line) => lines.push(line));
    if (engine === 'postgres') {
      expect({ code, lines }).toEqual({ code: 0, lines: [expect.stringMatching(/usb-backup-.+\.tar: [\d.]+ MB, postgres, accounts \d+/) as string] });
    } else {
      expect(code).toBe(1);
      expect(lines[1]).toBe(
        'The site is running on this database: pass --url <site> and its backup token (--token or USB_BACKUP_TOKEN) to have it make the backup.',
      );
    }
    const missing: string[] = [];
    expect(await runCli(['backup', '--url', site.url], site.config, (line) => missing.push(line))).toBe(2);
    expect(missing[0]).toMatch(/a backup token is needed with --url/);
    const restoreThroughSite: string[] = [];
    expect(await runCli(['restore', 'x.tar', '--url', site.url], site.config, (line) => restoreThroughSite.push(line))).toBe(2);
    expect(restoreThroughSite[0]).toMatch(/restore runs on the server machine/);
  });
});
