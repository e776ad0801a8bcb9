import { siteTime } from '@usb/contracts/dates';
import { fill, messages } from '@usb/contracts/messages';

/**
 * When an announcement was sent, as the inbox shows it: 'Sendt 13. nov. kl. 18:30', in Danish
 * time whatever the device's time zone. The inbox holds only sent ones (the api's query and the
 * live message both have the time); nothing without it.
 */
export function sentAtText(sentAt: string | null): string {
  return sentAt === null ? '' : fill(messages.inbox.sentAt, { time: siteTime(sentAt).format('D. MMM [kl.] HH:mm') });
}
