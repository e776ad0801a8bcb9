import type { FieldErrorCode } from '@usb/schema/validation';

/** Danish text of each field error a validator can report. */
export function fieldErrorText(code: FieldErrorCode, rule: { minLength?: number; exactDigits?: number }): string {
  switch (code) {
    case 'required':
      return 'Feltet skal udfyldes';
    case 'minLength':
      return rule.minLength === 6 ? 'mindst 6 tegn' : `Skal være mindst ${rule.minLength ?? 0} tegn`;
    case 'email':
      return 'Skal være en gyldig e-mail';
    case 'digits':
      return `Skal være ${rule.exactDigits ?? 0} cifre`;
    case 'lowercaseAlnum':
      return 'Kun små bogstaver og tal';
    case 'matchPassword':
      return 'Adgangskoderne er ikke ens';
  }
}
