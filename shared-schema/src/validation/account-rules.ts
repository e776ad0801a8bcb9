import { checkFields, type FieldErrors, type FieldRule } from './rules';

/** The shared password rule: required, at least 6 characters (hint 'mindst 6 tegn'). */
export const passwordRule: FieldRule = { required: true, minLength: 6, keepSpaces: true };

export const contactInfoRules = {
  firstName: { required: true, minLength: 2 },
  lastName: { required: true, minLength: 3 },
  email: { required: true, email: true },
  mobile: { required: true, exactDigits: 8 },
} satisfies Record<string, FieldRule>;

export const loginInfoRules = {
  userName: { required: true, minLength: 5, lowercaseAlnum: true },
  password: passwordRule,
} satisfies Record<string, FieldRule>;

export type ContactInfoField = keyof typeof contactInfoRules;
export type LoginInfoField = keyof typeof loginInfoRules;

/** Whether the repeated password matches; an empty repeat is reported as required. */
export function checkPasswordRepeat(password: string, repeat: string): 'required' | 'matchPassword' | null {
  if (repeat === '') return 'required';
  return password === repeat ? null : 'matchPassword';
}

/** Server and client check of a sign-up: the invalid field names, prefixed by their card. */
export function invalidSignupFields(signup: {
  contactInfo?: Partial<Record<ContactInfoField, string>>;
  loginInfo?: Partial<Record<LoginInfoField, string>>;
}): string[] {
  const contact: FieldErrors<ContactInfoField> = checkFields(signup.contactInfo ?? {}, contactInfoRules);
  const login: FieldErrors<LoginInfoField> = checkFields(signup.loginInfo ?? {}, loginInfoRules);
  return [...Object.keys(contact).map((field) => `contactInfo.${field}`), ...Object.keys(login).map((field) => `loginInfo.${field}`)];
}
