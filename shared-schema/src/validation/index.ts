/** Field validation rules, shared by the forms and the api. */
export { checkField, checkFields, type FieldRule, type FieldErrorCode, type FieldErrors } from './rules';
export {
  passwordRule,
  contactInfoRules,
  loginInfoRules,
  checkPasswordRepeat,
  invalidSignupFields,
  type ContactInfoField,
  type LoginInfoField,
} from './account-rules';
export {
  badgeContactRules,
  badgeAddressRules,
  invalidBadgeOrderFields,
  MAX_BADGE_QUANTITY,
  MAX_ORDER_MESSAGE_LENGTH,
  type BadgeContactField,
  type BadgeAddressField,
  type BadgeOrderValues,
} from './badge-order-rules';
export { VIDEO_HOSTS, videoEmbedUrl, videoOrigin, isSocialPageUrl } from './settings-rules';
