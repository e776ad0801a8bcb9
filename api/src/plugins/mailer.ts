/**
 * The small mail interface every module sends through, and its two implementations:
 * SMTP when SMTP_URL is set, else an outbox folder of .eml files plus a log line naming the
 * file, so a site on one machine works without a mail server.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

interface LogSink {
  info(object: Record<string, unknown>, message: string): void;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

export function createOutboxMailer(outboxDir: string, from: string, log: LogSink): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      // The file, not the log, holds the mail's links: a mailed key is a secret (lib/log-safety.ts).
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
