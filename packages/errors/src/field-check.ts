// Collects the field errors of one request and throws them together, in the DRF shape the
// gateway answers with. Shared by every service that validates at its boundary.
import { validationError, type FieldErrors } from './index.ts';

export const NULL_CHARACTER = 'Null characters are not allowed.';

export class FieldCheck {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  /**
   * With `min: 1`, only whitespace counts as blank too: nothing would be left of it to use. A NUL
   * character is refused: PostgreSQL cannot store one in text (it would be a 500).
   */
  text(field: string, value: string, limits: { min?: number; max: number }): string {
    if (value.includes('\u0000')) {
      this.add(field, NULL_CHARACTER);
    } else if (limits.min === 1 && value.trim().length === 0) {
      this.add(field, 'This field may not be blank.');
    } else if (value.length < (limits.min ?? 0)) {
      this.add(field, `Ensure this field has at least ${limits.min} characters.`);
    } else if (value.length > limits.max) {
      this.add(field, `Ensure this field has no more than ${limits.max} characters.`);
    }
    return value;
  }

  uuid(field: string, value: string): string {
    if (!isUuid(value)) this.add(field, 'Must be a valid UUID.');
    return value.toLowerCase();
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  throwIfAny(detail = 'Invalid input.'): void {
    if (!this.ok) throw validationError(detail, this.errors);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
