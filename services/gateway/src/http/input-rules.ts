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
import { MAX_JSON_DEPTH, jsonDepthMessage } from '@platform/config';
import { NULL_CHARACTER, validationError, type FieldErrors } from '@platform/errors';
import { INVALID_INPUT, NON_FIELD_ERRORS } from './validation.ts';

export const UNPAIRED_SURROGATE = 'Unpaired surrogate characters are not allowed.';

/** Why `text` cannot be stored as it is, or null. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NULL_CHARACTER;
  if (!text.isWellFormed()) return UNPAIRED_SURROGATE;
  return null;
}

/**
 * The first problem inside `value`: a key or string with a text problem, or nesting past
 * `maxDepth` (a scalar is depth 0, an object or list one more than its deepest child). One
 * iterative pass, so any depth is safe to walk and a 1 MiB body costs one walk.
 */
function walkProblem(value: unknown, maxDepth: number): string | null {
  if (typeof value === 'string') return textProblem(value);
  if (value === null || typeof value !== 'object') return null;
  // Two stacks rather than one of pairs: a body of 100,000 small objects allocates nothing per item.
  const items: object[] = [value];
  const depths: number[] = [1];
  const visit = (child: unknown, depth: number): string | null => {
    if (typeof child === 'string') return textProblem(child);
    if (child !== null && typeof child === 'object') {
      items.push(child);
      depths.push(depth + 1);
    }
    return null;
  };
  while (items.length > 0) {
    const item = items.pop() as object;
    const depth = depths.pop() as number;
    if (depth > maxDepth) return jsonDepthMessage(maxDepth);
    // One by one: spreading a list of a few hundred thousand items would overflow the call stack.
    if (Array.isArray(item)) {
      for (const child of item) {
        const problem = visit(child, depth);
        if (problem) return problem;
      }
      continue;
    }
    for (const key in item) {
      if (!Object.hasOwn(item, key)) continue;
      const problem = textProblem(key) ?? visit((item as Record<string, unknown>)[key], depth);
      if (problem) return problem;
    }
  }
  return null;
}

/** The first text problem of any key or string inside `value`, at any depth. */
export const valueTextProblem = (value: unknown): string | null =>
  walkProblem(value, Number.POSITIVE_INFINITY);

/** Why `value` (a field's value) is refused, or null. */
export const fieldValueProblem = (value: unknown): string | null => walkProblem(value, MAX_JSON_DEPTH);

/** The field errors of a parsed body (JSON, form or multipart fields), or null when it passes. */
export function inputProblems(body: unknown): FieldErrors | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    // Not an object of fields: its items are held to a field's rule, reported for the whole body.
    for (const item of Array.isArray(body) ? (body as unknown[]) : [body]) {
      const problem = fieldValueProblem(item);
      if (problem) return { [NON_FIELD_ERRORS]: [problem] };
    }
    return null;
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
