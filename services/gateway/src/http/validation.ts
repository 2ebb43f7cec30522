// Request validation with zod, reported in the DRF field-error shape `{field: [message]}`;
// problems with the value as a whole go under `non_field_errors`.
import { validationError, type FieldErrors } from '@platform/errors';
import type { z } from '@platform/config';
import { integerRangeProblems } from './integer-range.ts';

export const NON_FIELD_ERRORS = 'non_field_errors';
export const INVALID_INPUT = 'Invalid input.';

const errorMap = (issue: { code?: string; input?: unknown }): string | undefined =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'This field is required.' : undefined;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : NON_FIELD_ERRORS;
    (fields[field] ??= []).push(issue.message);
  }
  return fields;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function validate<S extends z.ZodType>(schema: S, value: unknown): ValidationResult<z.output<S>> {
  const result = schema.safeParse(value, { error: errorMap });
  // On the value as sent: an integer the wire to the backend cannot carry (integer-range.ts).
  const wire = integerRangeProblems(schema, value);
  if (result.success && !wire) return { ok: true, value: result.data };
  const errors = result.success ? {} : fieldErrorsOf(result.error);
  for (const [field, messages] of Object.entries(wire ?? {}))
    errors[field] = [...new Set([...(errors[field] ?? []), ...messages])];
  return { ok: false, errors };
}

/** Validates or throws the 400 validation error. */
export function validOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  detail = INVALID_INPUT,
): z.output<S> {
  const result = validate(schema, value);
  if (!result.ok) throw validationError(detail, result.errors);
  return result.value;
}
