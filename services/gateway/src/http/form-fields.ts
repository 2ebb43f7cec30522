// Request field builders shared by the route areas: DRF-style messages, and the string forms of
// form-urlencoded and multipart values (numbers, lists and JSON objects are read from text).
import { z } from '@platform/config';
import { characterCount } from '@platform/errors';
import { freeFormObject } from './free-form.ts';

export const maxChars = (max: number) => `Ensure this field has no more than ${max} characters.`;

/**
 * `schema` (a string, by default any) of at most `max` characters: code points, as the contract
 * counts, so an emoji is one (zod's own `.max` counts UTF-16 units, two for most emoji); stated
 * as the document's `maxLength`, which JSON Schema counts in code points too.
 */
export const chars = <T extends z.ZodType<string>>(
  max: number,
  schema: T = z.string() as unknown as T,
  message = maxChars(max),
): T =>
  schema
    .check(z.refine((value: string) => characterCount(value) <= max, message))
    .meta({ maxLength: max }) as T;

/** A required UUID: "This field is required." when absent, "Must be a valid UUID." otherwise. */
export const uuid = () =>
  z.uuid({
    error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Must be a valid UUID.'),
  });

/** An optional UUID; '' and null (an empty form field) count as absent. */
export const optionalUuid = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  uuid().optional(),
);

/** Form and multipart values are strings: numbers and lists are read from them. */
export const integer = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value),
    z
      .number({ error: 'A valid integer is required.' })
      .int('A valid integer is required.')
      .min(min, `Ensure this value is greater than or equal to ${min}.`)
      .max(max, `Ensure this value is less than or equal to ${max}.`),
  );
export const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value === '' ? [] : [value]) : value),
    z.array(item, { error: 'Expected a list of items.' }),
  );
export const jsonObject = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return value.trim() === '' ? {} : JSON.parse(value);
    } catch {
      return value;
    }
  },
  // Bounded before anything walks it (the idempotency hash, the JSON sent on to studio).
  freeFormObject(),
);
