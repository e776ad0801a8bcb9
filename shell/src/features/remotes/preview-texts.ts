/**
 * The Danish texts of a preview link. Only the shell shows them, so they live here and not in
 * @usb/contracts/messages, which holds the texts the remotes share.
 */
export const previewTexts = {
  /** The banner over every page while a preview link pins a version: 'Forhåndsvisning: remote-staff version 1.4.0-3f2a9c0d1e, til 28.11. kl. 14.00'. */
  pinned: (name: string, version: string, until: string): string => `Forhåndsvisning: ${name} version ${version}, til ${until}`,
  end: 'Afslut forhåndsvisning',
  /** Once, when the link the page was opened with pins nothing. */
  ended: 'Linket til forhåndsvisningen er udløbet eller ugyldigt. Du ser sitet som alle andre.',
  region: 'Forhåndsvisning',
} as const;

/** The site runs on Danish time, wherever the tester is. */
const expiryFormat = new Intl.DateTimeFormat('da-DK', {
  timeZone: 'Europe/Copenhagen',
  day: 'numeric',
  month: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When a preview ends, as Danes write it: '28.11. kl. 14.00'. Built from parts, since browsers join date and time differently. */
export function formatPreviewExpiry(iso: string): string {
  const parts = Object.fromEntries(expiryFormat.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${parts.day}.${parts.month}. kl. ${parts.hour}.${parts.minute}`;
}
