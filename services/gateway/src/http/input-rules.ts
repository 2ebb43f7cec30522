// What every request body must satisfy before any route looks at it, whatever the field: checked
// once where bodies enter the gateway (the router's body stage, the routes that read their own
// bodies, multipart fields), so no route or backend can forget it.
//
// - No text with U+0000: PostgreSQL stores no NUL in text or jsonb, and a NUL that got through
//   was a 500 from the database instead of the client's 400.
// - No unpaired UTF-16 surrogate (a JSON escape such as "\ud800"): jsonb refuses it too, and a
//   text column would store U+FFFD in its place.
// - No value nested deeper than the free-form field rule (32 levels, `MAX_JSON_DEPTH`): every
//   recursive walk of a value (JSON.stringify to the backends, the idempotency hash) throws on a
//   few thousand levels, which was a 500.
//
// A problem is reported on the top-level field that holds it, in the validation error shape.
import { MAX_JSON_DEPTH, jsonDepthMessage, jsonTooDeep } from '@platform/config';
import { NULL_CHARACTER, validationError, type FieldErrors } from '@platform/errors';
import { INVALID_INPUT, NON_FIELD_ERRORS } from './validation.ts';

export const UNPAIRED_SURROGATE = 'Unpaired surrogate characters are not allowed.';

/** Why `text` cannot be stored as it is, or null. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NULL_CHARACTER;
  if (!text.isWellFormed()) return UNPAIRED_SURROGATE;
  return null;
}

/** The first text problem of any key or string inside `value`. Iterative: any depth is safe to walk. */
export function valueTextProblem(value: unknown): string | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return problem;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const problem = textProblem(key);
        if (problem) return problem;
        pending.push(child);
      }
    }
  }
  return null;
}

/** Why `value` (a field's value) is refused, or null. Depth first: the text walk is then bounded. */
export function fieldValueProblem(value: unknown): string | null {
  if (jsonTooDeep(value, MAX_JSON_DEPTH)) return jsonDepthMessage(MAX_JSON_DEPTH);
  return valueTextProblem(value);
}

/** The field errors of a parsed body (JSON, form or multipart fields), or null when it passes. */
export function inputProblems(body: unknown): FieldErrors | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    // Not an object of fields: the body as a whole, one level deeper than a field's value.
    const problem = jsonTooDeep(body, MAX_JSON_DEPTH + 1) ? jsonDepthMessage(MAX_JSON_DEPTH) : valueTextProblem(body);
    return problem ? { [NON_FIELD_ERRORS]: [problem] } : null;
  }
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(body)) {
    // A field name no route knows is ignored later, but one with a NUL cannot even be named.
    const nameProblem = textProblem(field);
    if (nameProblem) {
      (errors[NON_FIELD_ERRORS] ??= []).push(`A field name: ${nameProblem}`);
      continue;
    }
    const problem = fieldValueProblem(value);
    if (problem) errors[field] = [problem];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Throws the 400 validation error when the body breaks a rule above. */
export function refuseUnstorableInput(body: unknown): void {
  const errors = inputProblems(body);
  if (errors) throw validationError(INVALID_INPUT, errors);
}
