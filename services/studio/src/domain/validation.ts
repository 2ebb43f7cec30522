// Checks at the service boundary. The gateway validates request shapes first; these repeat the
// rules that protect stored data, so a caller that skips the gateway cannot store bad records.
import { NULL_CHARACTER, characterCount, validationError, type FieldCheck } from '@platform/errors';

// FieldCheck, isUuid and NULL_CHARACTER moved to @platform/errors, shared with real estate.
export { FieldCheck, NULL_CHARACTER, isUuid } from '@platform/errors';

export const fieldError = (field: string, message: string) =>
  validationError('Invalid input.', { [field]: [message] });

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
    if (trimmed.length === 0 || characterCount(trimmed) > MAX_TAG_LENGTH) {
      check.add('tags', `Each tag must have 1 to ${MAX_TAG_LENGTH} characters.`);
      continue;
    }
    if (!cleaned.includes(trimmed)) cleaned.push(trimmed);
  }
  return cleaned;
}
