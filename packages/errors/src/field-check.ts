// Collects the field errors of one request and throws them together, in the DRF shape the
// gateway answers with. Shared by every service that validates at its boundary.
import { validationError, type FieldErrors } from './index.ts';

export const NULL_CHARACTER = 'Null characters are not allowed.';

/**
 * A text's length in characters (Unicode code points), as the contract counts its limits: an emoji
 * outside the Basic Multilingual Plane is one character, though JavaScript's `length` counts its
 * two UTF-16 units. PostgreSQL's `varchar(n)` and `char_length` count the same way.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    // A high surrogate followed by a low one is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
    }
    count += 1;
  }
  return count;
}

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
    } else if (characterCount(value) < (limits.min ?? 0)) {
      this.add(field, `Ensure this field has at least ${limits.min} characters.`);
    } else if (characterCount(value) > limits.max) {
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
