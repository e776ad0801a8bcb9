/** The start-up warning of a site whose mails nobody receives: no SMTP_URL and a PUBLIC_URL other machines reach. */
import type { AppConfig } from '../../src/config';
import { isLoopbackUrl } from '../../src/plugins/mail';
import { startSite } from '../support/site';

const WARNING = 'SMTP_URL is not set';

async function startupLog(config: Partial<AppConfig>): Promise<string> {
  const lines: string[] = [];
  const site = await startSite('pglite', { config: { logLevel: 'info', logStream: { write: (line: string) => lines.push(line) }, ...config } });
  await site.close();
  return lines.join('');
}

describe('mail at start-up', () => {
  it('warns that mails go to the outbox on a public site without SMTP_URL', async () => {
    const log = await startupLog({ publicUrl: 'https://usb.example.dk' });
    const line = log.split('\n').find((entry) => entry.includes(WARNING)) ?? '';
    expect(JSON.parse(line)).toMatchObject({ level: 40, outbox: expect.stringMatching(/outbox$/) as unknown });
    expect(line).toContain('nobody will receive activation, reset or order mails');
  });

  it('stays quiet with SMTP_URL set, and on a site on loopback', async () => {
    expect(await startupLog({ publicUrl: 'https://usb.example.dk', smtpUrl: 'smtp://127.0.0.1:2525' })).not.toContain(WARNING);
    expect(await startupLog({ publicUrl: 'http://localhost:8080' })).not.toContain(WARNING);
  });

  it.each([
    ['http://localhost:8080', true],
    ['http://127.0.0.1:9110', true],
    ['http://127.10.0.2', true],
    ['http://[::1]:8080', true],
    ['https://usb.example.dk', false],
    ['http://192.168.1.20:8080', false],
    ['http://localhost.example.dk', false],
  ])('takes %s for loopback: %s', (url, loopback) => {
    expect(isLoopbackUrl(url)).toBe(loopback);
  });
});
