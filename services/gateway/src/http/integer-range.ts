// Integers the wire to a backend cannot carry. A backend's integer fields are 32-bit on the wire
// (protobuf int32 keeps the low 32 bits of whatever it is given), so a value past that range
// reached the service's own range check already cut (4294967298 bedrooms arrived as 2) and was
// stored. The service checks every range itself, with the body's other rules, so that a body
// with several bad fields is answered all at once (declared.ts); what it can never see, an
// integer outside the 32-bit range, is checked here, on the value the client sent, against the
// field's own range as the route declares it (the schema's or `declared` minimum and maximum,
// the document's range), before anything converts it. One walk for every body, query and form
// of every route, since they all pass `validate`; a route whose schema has no integer costs one
// lookup.
import { z } from '@platform/config';
import type { FieldErrors } from '@platform/errors';

export const INT32_MIN = -(2 ** 31);
export const INT32_MAX = 2 ** 31 - 1;

type Json = Record<string, unknown>;

/** Where the integers of a schema are: a range at a leaf, named children below an object, one item schema below a list. */
type Plan =
  | { kind: 'integer'; minimum: number; maximum: number }
  | { kind: 'object'; fields: Map<string, Plan> }
  | { kind: 'list'; item: Plan };

const plans = new WeakMap<z.ZodType, Plan | null>();

export const atMost = (max: number) => `Ensure this value is less than or equal to ${max}.`;
export const atLeast = (min: number) => `Ensure this value is greater than or equal to ${min}.`;

/** The JSON Schema of a request schema as documented (the input side, `declared` rules included). */
export function requestJsonSchema(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
}

function planOf(node: unknown, defs: Record<string, Json>, depth = 0): Plan | null {
  if (!node || typeof node !== 'object' || depth > 32) return null;
  let json = node as Json;
  const ref = typeof json.$ref === 'string' ? json.$ref : undefined;
  if (ref?.startsWith('#/$defs/')) json = defs[ref.slice('#/$defs/'.length)] ?? {};
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = json[key];
    if (Array.isArray(branches)) {
      // A nullable or optional field: the branch that holds integers.
      for (const branch of branches) {
        const plan = planOf(branch, defs, depth + 1);
        if (plan) return plan;
      }
      return null;
    }
  }
  const types = Array.isArray(json.type) ? (json.type as unknown[]) : [json.type];
  if (types.includes('integer')) {
    const minimum = typeof json.minimum === 'number' ? json.minimum : INT32_MIN;
    const maximum = typeof json.maximum === 'number' ? json.maximum : INT32_MAX;
    return { kind: 'integer', minimum, maximum };
  }
  if (json.properties && typeof json.properties === 'object') {
    const fields = new Map<string, Plan>();
    for (const [name, child] of Object.entries(json.properties as Json)) {
      const plan = planOf(child, defs, depth + 1);
      if (plan) fields.set(name, plan);
    }
    return fields.size > 0 ? { kind: 'object', fields } : null;
  }
  if (json.items) {
    const item = planOf(json.items, defs, depth + 1);
    return item ? { kind: 'list', item } : null;
  }
  return null;
}

function cachedPlan(schema: z.ZodType): Plan | null {
  let plan = plans.get(schema);
  if (plan === undefined) {
    try {
      const json = requestJsonSchema(schema);
      plan = planOf(json, (json.$defs ?? {}) as Record<string, Json>);
    } catch {
      plan = null;
    }
    plans.set(schema, plan);
  }
  return plan;
}

/** A number as the client sent it: JSON numbers, and the digits of form and query values. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return undefined;
}

/** Outside the 32-bit range, or past what a double holds exactly. */
const beyondTheWire = (value: number) =>
  value < INT32_MIN || value > INT32_MAX || !Number.isSafeInteger(value);

function walk(plan: Plan, value: unknown, path: string, errors: FieldErrors): void {
  if (plan.kind === 'integer') {
    const number = numberOf(value);
    if (number === undefined || !Number.isInteger(number) || !beyondTheWire(number)) return;
    if (number > plan.maximum) (errors[path] ??= []).push(atMost(plan.maximum));
    else if (number < plan.minimum) (errors[path] ??= []).push(atLeast(plan.minimum));
    return;
  }
  if (plan.kind === 'list') {
    if (Array.isArray(value))
      value.forEach((item, index) => walk(plan.item, item, `${path}.${index}`, errors));
    return;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  for (const [name, child] of plan.fields)
    if (Object.hasOwn(value, name))
      walk(child, (value as Record<string, unknown>)[name], path ? `${path}.${name}` : name, errors);
}

/**
 * The integers of `value` that `schema` declares and the wire to a backend could not carry,
 * with their field's range (field path -> message), or null.
 */
export function integerRangeProblems(schema: z.ZodType, value: unknown): FieldErrors | null {
  const plan = cachedPlan(schema);
  if (!plan) return null;
  const errors: FieldErrors = {};
  walk(plan, value, '', errors);
  return Object.keys(errors).length > 0 ? errors : null;
}
