/** Named plugin `usb-mail`: decorates `app.mailer`, SMTP when SMTP_URL is set, else the outbox folder. */
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  (app) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    const mailer = smtpUrl ? createSmtpMailer(smtpUrl, mailFrom) : createOutboxMailer(join(dataDir, 'outbox'), mailFrom, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', (_instance, done) => {
      mailer.close();
      done();
    });
  },
  { name: 'usb-mail' },
);
