import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { e2eSite } from './site';

const outbox = join(e2eSite.dataDir, 'outbox');

/** Decodes a quoted-printable mail body so links can be read from it. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Waits for a mail to the address whose text holds a link under the path prefix, and returns
 * that link. The site writes mails to DATA_DIR/outbox when no SMTP_URL is set.
 */
export async function waitForMailLink(to: string, pathPrefix: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`${e2eSite.baseURL.replace(/[.:/]/g, '\\$&')}${pathPrefix}[A-Za-z0-9_-]+`);
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const mail = decodeQuotedPrintable(await readFile(join(outbox, file), 'utf8'));
      if (!mail.toLowerCase().includes(to.toLowerCase())) continue;
      const link = pattern.exec(mail)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} with a link to ${pathPrefix} arrived`);
}
