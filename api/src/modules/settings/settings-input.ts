/** Checks an admin's settings (docs/settings.md); every failing field is named in one BAD_USER_INPUT. */
import { checkField, isSocialPageUrl, videoEmbedUrl } from '@usb/schema/validation';
import type { SettingsInput } from '../../generated/graphql';
import { InputCheck } from '../../lib/text-input';
import type { SettingsRecord } from './settings-repository';

const EMAIL = { max: 200 } as const;
const URL_TEXT = { max: 200 } as const;
const PAYMENT_DETAILS = { max: 200 } as const;

/** The settings to store: texts trimmed, the video as its player URL. */
export function checkSettings(input: SettingsInput): SettingsRecord {
  const check = new InputCheck();
  const contactEmail = check.text('contactEmail', input.contactEmail, EMAIL);
  if (checkField(contactEmail, { required: true, email: true }) !== null) check.fail('contactEmail');
  const socialPageUrl = check.text('socialPageUrl', input.socialPageUrl, URL_TEXT);
  if (socialPageUrl !== '' && !isSocialPageUrl(socialPageUrl)) check.fail('socialPageUrl');
  const videoText = check.text('introVideoUrl', input.introVideoUrl, URL_TEXT);
  const introVideoUrl = videoText === '' ? '' : videoEmbedUrl(videoText);
  if (introVideoUrl === null) check.fail('introVideoUrl');
  const paymentDetails = check.text('paymentDetails', input.paymentDetails, PAYMENT_DETAILS);
  const { fallbackEventStart, fallbackRegistrationFrom } = input;
  if (fallbackRegistrationFrom.getTime() > fallbackEventStart.getTime()) check.fail('fallbackRegistrationFrom');
  check.done();
  return { contactEmail, socialPageUrl, introVideoUrl: introVideoUrl ?? '', fallbackEventStart, fallbackRegistrationFrom, paymentDetails };
}
