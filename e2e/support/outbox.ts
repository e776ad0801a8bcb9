import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { e2eSite } from './site';

const outbox = join(e2eSite.dataDir, 'outbox');

/** Decodes a quoted-printable mail body (UTF-8 bytes as =XX) so links and texts can be read from it. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The To header of a raw mail, lower-cased (a body may mention other addresses). */
function recipientOf(mail: string): string {
  const head = mail.slice(0, mail.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return /^to: (.*)$/im.exec(head)?.[1]?.toLowerCase() ?? '';
}

/**
 * Waits for a mail to the address (the newest first) whose decoded text satisfies `matches`,
 * and returns that text. The site writes mails to DATA_DIR/outbox when no SMTP_URL is set.
 */
export async function waitForMail(to: string, matches: (mail: string) => boolean, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const mail = decodeQuotedPrintable(await readFile(join(outbox, file), 'utf8'));
      if (recipientOf(mail).includes(to.toLowerCase()) && matches(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No such mail to ${to} arrived`);
}

/** Waits for a mail to the address with a link under the path prefix, and returns that link. */
export async function waitForMailLink(to: string, pathPrefix: string, timeoutMs = 15_000): Promise<string> {
  const pattern = new RegExp(`${e2eSite.baseURL.replace(/[.:/]/g, '\\$&')}${pathPrefix}[A-Za-z0-9_-]+`);
  const mail = await waitForMail(to, (text) => pattern.test(text), timeoutMs);
  return pattern.exec(mail)?.[0] ?? '';
}
