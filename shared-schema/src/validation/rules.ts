/**
 * Field rules of the account and order forms, declared once and checked by the UI forms and the api.
 * A rule is checked on the trimmed text value of a field, unless it keeps spaces.
 */
export interface FieldRule {
  required?: boolean;
  /** Checked as typed: every character counts (a password is stored as typed, spaces too). */
  keepSpaces?: boolean;
  minLength?: number;
  email?: boolean;
  /** Exactly this many digits, nothing else. */
  exactDigits?: number;
  /** Only lowercase letters a-z and digits. */
  lowercaseAlnum?: boolean;
}

export type FieldErrorCode = 'required' | 'minLength' | 'email' | 'digits' | 'lowercaseAlnum' | 'matchPassword';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first rule a value breaks, or null when it satisfies them all. */
export function checkField(value: string | null | undefined, rule: FieldRule): FieldErrorCode | null {
  const text = rule.keepSpaces ? (value ?? '') : (value ?? '').trim();
  if (text === '') return rule.required ? 'required' : null;
  if (rule.minLength !== undefined && text.length < rule.minLength) return 'minLength';
  if (rule.email && !EMAIL_PATTERN.test(text)) return 'email';
  if (rule.exactDigits !== undefined && !new RegExp(`^\\d{${rule.exactDigits}}$`).test(text)) return 'digits';
  if (rule.lowercaseAlnum && !/^[a-z0-9]+$/.test(text)) return 'lowercaseAlnum';
  return null;
}

export type FieldErrors<K extends string> = Partial<Record<K, FieldErrorCode>>;

/** Checks every field of a record against its rule; an empty result means valid. */
export function checkFields<K extends string>(values: Partial<Record<K, string | null | undefined>>, rules: Record<K, FieldRule>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(rules) as K[]) {
    const error = checkField(values[key], rules[key]);
    if (error) errors[key] = error;
  }
  return errors;
}
