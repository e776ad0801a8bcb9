/**
 * Checks of GraphQL input fields, collecting the names of every failing field so one
 * BAD_USER_INPUT names them all (the forms mark each).
 */
import { ApiError } from '../errors';

export class InputCheck {
  private readonly failed: string[] = [];

  /** A trimmed text; required ones must be non-empty. Answers '' for a failed or missing field. */
  text(field: string, value: string | null | undefined, rule: { required?: boolean; max: number }): string {
    const text = (value ?? '').trim();
    if ((rule.required && text === '') || text.length > rule.max) this.fail(field);
    return text;
  }

  /** An integer within [min, max]; null when absent and optional. */
  integer(field: string, value: number | null | undefined, rule: { required?: boolean; min: number; max: number }): number | null {
    if (value === null || value === undefined) {
      if (rule.required) this.fail(field);
      return null;
    }
    if (!Number.isInteger(value) || value < rule.min || value > rule.max) this.fail(field);
    return value;
  }

  fail(...fields: string[]): void {
    for (const field of fields) if (!this.failed.includes(field)) this.failed.push(field);
  }

  /** Throws BAD_USER_INPUT naming every failed field, if any. */
  done(): void {
    if (this.failed.length > 0) this.reject();
  }

  /** Throws BAD_USER_INPUT naming the failed fields (call it after recording at least one). */
  reject(): never {
    throw new ApiError('BAD_USER_INPUT', undefined, [...this.failed]);
  }
}
