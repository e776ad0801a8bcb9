/**
 * Named plugin `usb-mail`: decorates `app.mailer`, SMTP when SMTP_URL is set, else the outbox
 * folder. A site reached from other machines (PUBLIC_URL not on loopback) without SMTP warns at
 * start-up: nobody reads that folder there, so no activation, reset or order mail arrives.
 */
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Whether the URL's host is this machine (localhost, 127.x.x.x or ::1). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

export default fp(
  (app) => {
    const { smtpUrl, mailFrom, dataDir, publicUrl } = app.config;
    const outbox = join(dataDir, 'outbox');
    if (!smtpUrl && !isLoopbackUrl(publicUrl)) {
      app.log.warn(
        { outbox, publicUrl },
        `SMTP_URL is not set: mails go to ${outbox} and nobody will receive activation, reset or order mails; set SMTP_URL, or activate users by hand (Administration > Brugere)`,
      );
    }
    const mailer = smtpUrl ? createSmtpMailer(smtpUrl, mailFrom) : createOutboxMailer(outbox, mailFrom, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', (_instance, done) => {
      mailer.close();
      done();
    });
  },
  { name: 'usb-mail' },
);
