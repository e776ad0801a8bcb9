import { CombinedGraphQLErrors } from '@usb/contracts/graphql-client';

/** A field the api names in an error, with the error's code (BAD_USER_INPUT: broke a rule; CONFLICT: taken). */
export interface FieldError {
  field: string;
  code: string;
}

/**
 * The fields an error names in extensions.fields (e.g. ['start', 'end'], ['options.1.text'], or
 * ['path'] for a CONFLICT), so a form can mark them; empty when it names none.
 */
export function fieldErrors(error: unknown): FieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((item) => {
    const fields = item.extensions?.fields;
    const code = item.extensions?.code;
    if (!Array.isArray(fields) || typeof code !== 'string') return [];
    return fields.filter((field): field is string => typeof field === 'string').map((field) => ({ field, code }));
  });
}
