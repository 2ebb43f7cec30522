// Checks at the service boundary. The gateway validates request shapes first; these repeat the
// rules that protect stored data, so a caller that skips the gateway cannot store bad records.
import { validationError, type FieldErrors } from '@platform/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** Collects field errors and throws them together. */
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

export const NULL_CHARACTER = 'Null characters are not allowed.';

/** A name taken from a file name or URL: control characters dropped, cut to `max` characters. */
export function derivedName(value: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\u0000-\u001f\u007f]+/g, '').trim();
  // Cut by UTF-16 units, as the length limit counts, without leaving half a surrogate pair.
  return cleaned.slice(0, max).replace(/[\uD800-\uDBFF]$/, '').trim();
}

export const fieldError = (field: string, message: string) => validationError('Invalid input.', { [field]: [message] });

export const DOES_NOT_EXIST = (id: string) => `Invalid pk "${id}" - object does not exist.`;

export const MAX_NAME = 255;
export const MAX_DESCRIPTION = 10_000;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;

export function checkTags(check: FieldCheck, tags: readonly string[]): string[] {
  if (tags.length > MAX_TAGS) check.add('tags', `Ensure this field has no more than ${MAX_TAGS} elements.`);
  const cleaned: string[] = [];
  for (const tag of tags) {
    const trimmed = tag.trim();
    if (trimmed.includes('\u0000')) {
      check.add('tags', NULL_CHARACTER);
      continue;
    }
    if (trimmed.length === 0 || trimmed.length > MAX_TAG_LENGTH) {
      check.add('tags', `Each tag must have 1 to ${MAX_TAG_LENGTH} characters.`);
      continue;
    }
    if (!cleaned.includes(trimmed)) cleaned.push(trimmed);
  }
  return cleaned;
}
