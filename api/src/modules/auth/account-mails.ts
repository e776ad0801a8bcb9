/** The Danish account mails: activation and password reset, with links from PUBLIC_URL (docs/accounts.md). */
import type { OutgoingMail } from '../../plugins/mailer';

interface Recipient {
  email: string;
  firstName: string;
  userName: string;
}

export function activationMail(publicUrl: string, user: Recipient, key: string): OutgoingMail {
  const link = `${publicUrl}/user/activation/${key}`;
  return {
    to: user.email,
    subject: 'Aktiver din bruger til USB',
    text: [
      `Hej ${user.firstName}`,
      '',
      `Tak fordi du har oprettet brugeren ${user.userName} til USB.`,
      'Klik på linket herunder for at aktivere din bruger:',
      '',
      link,
      '',
      'Linket virker i 48 timer, og du skal være logget på med den samme bruger, når du aktiverer den.',
      '',
      'Venlig hilsen',
      'USB',
    ].join('\n'),
  };
}

export function passwordResetMail(publicUrl: string, user: Recipient, key: string): OutgoingMail {
  const link = `${publicUrl}/user/passwordreset/${key}`;
  return {
    to: user.email,
    subject: 'Nulstil din adgangskode til USB',
    text: [
      `Hej ${user.firstName}`,
      '',
      `Der er bedt om at nulstille adgangskoden til brugeren ${user.userName}.`,
      'Klik på linket herunder for at vælge en ny adgangskode:',
      '',
      link,
      '',
      'Linket virker i 1 time og kan kun bruges én gang.',
      'Har du ikke bedt om en ny adgangskode, kan du se bort fra denne mail.',
      '',
      'Venlig hilsen',
      'USB',
    ].join('\n'),
  };
}
