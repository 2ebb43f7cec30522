// The limits of every field of every create and update, as the composed gateway serves them (the
// routes of the OpenAPI document, which is built from the same declarations). The backends'
// addresses lead nowhere, so a request that got through the gateway is a 503.
// - Integers, sent 2^32 + n, -2^32 + n and 2^53: each is answered 400 with the field's range
//   before any backend is asked. A value the field's range allows and the wire carries (64-bit ids
//   and sizes) goes on to its backend.
// - Texts, sent emoji (one character, two UTF-16 units each) at and one over the field's limit:
//   the limit counts characters, so at it the gateway lets the text through, one over it refuses.
import { AppError } from '@platform/errors';
import { createLogger } from '@platform/logging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingClient } from './clients/billing.client.ts';
import { composeGateway } from './compose.ts';
import { loadGatewayConfig } from './config.ts';
import { maxChars } from './http/form-fields.ts';
import { atLeast, atMost } from './http/integer-range.ts';
import { serveGateway, type ServedGateway } from './testing/http-server.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const KEY = 'integer-fields-key';
const UUID = '00000000-0000-4000-8000-000000000001';
const NOWHERE = '127.0.0.1:1';

const billing = {
  async AuthenticateApiKey({ api_key }: { api_key: string }) {
    if (api_key !== KEY) throw new AppError('unauthenticated', 'Invalid API key.');
    return {
      account: { id: '7', email: 'seven@example.com', status: 'ACCOUNT_STATUS_ACTIVE' },
      key_prefix: 'k',
    };
  },
  async GetAccount() {
    return { id: '7', email: 'seven@example.com', status: 'ACCOUNT_STATUS_ACTIVE' };
  },
  close() {},
} as unknown as BillingClient;

interface Field {
  method: string;
  path: string;
  field: string;
  contentType: string;
}

interface IntegerField extends Field {
  method: string;
  path: string;
  field: string;
  /** Sent as a list of one (a list of integers). */
  list: boolean;
  minimum?: number;
  maximum?: number;
}

interface TextField extends Field {
  /** Inside a list (tags): sent as a list of one. */
  list: boolean;
  maxLength: number;
}

let served: ServedGateway;
let document: Json;

beforeAll(async () => {
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 's'.repeat(32),
    LOG_LEVEL: 'silent',
    BILLING_GRPC_ADDR: NOWHERE,
    STUDIO_GRPC_ADDR: NOWHERE,
    SHARING_GRPC_ADDR: NOWHERE,
    REAL_ESTATE_GRPC_ADDR: NOWHERE,
    ENHANCEMENT_GRPC_ADDR: NOWHERE,
    WEBHOOKS_GRPC_ADDR: NOWHERE,
    GRPC_DEADLINE_MS: '2000',
    RATE_LIMIT_ACCOUNT_PER_SECOND: '100000',
    RATE_LIMIT_ACCOUNT_BURST: '100000',
    RATE_LIMIT_JOB_CREATE_PER_MINUTE: '100000',
    RATE_LIMIT_JOB_CREATE_BURST: '100000',
  });
  const gateway = await composeGateway(config, createLogger('integer-fields', 'silent'), { billing });
  document = gateway.openapi as Json;
  served = await serveGateway(gateway);
});

afterAll(async () => {
  await served?.close();
});

const resolve = (schema: Json | undefined): Json => {
  let node = schema ?? {};
  for (let i = 0; i < 10 && typeof node.$ref === 'string'; i += 1)
    node = document.components.schemas[String(node.$ref).split('/').at(-1)!] as Json;
  return node;
};

/** The integer branch of a field's schema (nullable fields are an anyOf with null). */
const integerOf = (schema: Json): Json | undefined => {
  const node = resolve(schema);
  if (node.type === 'integer' || (Array.isArray(node.type) && node.type.includes('integer'))) return node;
  for (const branch of (node.anyOf ?? node.oneOf ?? []) as Json[]) {
    const found = integerOf(branch);
    if (found) return found;
  }
  return undefined;
};

/** Every top-level field of every create and update body (JSON, else form), with its schema. */
function bodyFields(): (Field & { schema: Json })[] {
  const fields: (Field & { schema: Json })[] = [];
  for (const [path, operations] of Object.entries(document.paths as Record<string, Json>))
    for (const method of ['post', 'put', 'patch']) {
      const content = (operations[method]?.requestBody?.content ?? {}) as Record<string, Json>;
      const contentType = ['application/json', 'application/x-www-form-urlencoded'].find(
        (type) => content[type],
      );
      if (!contentType) continue;
      const body = resolve(content[contentType]!.schema);
      for (const [field, schema] of Object.entries((body.properties ?? {}) as Record<string, Json>))
        fields.push({ method: method.toUpperCase(), path, field, contentType, schema });
    }
  return fields;
}

/** The string branch of a field's schema. */
const stringOf = (schema: Json): Json | undefined => {
  const node = resolve(schema);
  if (node.type === 'string') return node;
  for (const branch of (node.anyOf ?? node.oneOf ?? []) as Json[]) {
    const found = stringOf(branch);
    if (found) return found;
  }
  return undefined;
};

/** The fields whose schema (or list item's schema) `pick` finds a node in, with that node. */
function fieldsWith(pick: (schema: Json) => Json | undefined): (Field & { list: boolean; node: Json })[] {
  const fields: (Field & { list: boolean; node: Json })[] = [];
  for (const { schema, ...field } of bodyFields()) {
    const resolved = resolve(schema);
    const item = resolved.type === 'array' ? pick(resolved.items as Json) : undefined;
    const node = item ?? pick(schema);
    if (node) fields.push({ ...field, list: Boolean(item), node });
  }
  return fields;
}

const textFields = (): TextField[] =>
  fieldsWith(stringOf)
    .filter(({ node }) => typeof node.maxLength === 'number')
    .map(({ node, ...field }) => ({ ...field, maxLength: node.maxLength as number }));

const integerFields = (): IntegerField[] =>
  fieldsWith(integerOf).map(({ node, ...field }) => ({
    ...field,
    minimum: node.minimum as number | undefined,
    maximum: node.maximum as number | undefined,
  }));

/** The path with its parameters filled in: integer ids for integer parameters, UUIDs otherwise. */
function concrete(path: string, method: string): string {
  const parameters = (document.paths[path][method.toLowerCase()].parameters ?? []) as Json[];
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const parameter = parameters.find((one) => one.in === 'path' && one.name === name);
    return resolve(parameter?.schema).type === 'integer' ? '1' : UUID;
  });
}

async function send(
  field: Field & { list: boolean },
  value: number | string,
): Promise<{ status: number; body: Json }> {
  const payload = { [field.field]: field.list ? [value] : value };
  const response = await fetch(`${served.url}${concrete(field.path, field.method)}`, {
    method: field.method,
    headers: { Authorization: `Token ${KEY}`, 'content-type': field.contentType },
    body:
      field.contentType === 'application/json'
        ? JSON.stringify(payload)
        : new URLSearchParams({ [field.field]: String(value) }).toString(),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
}

describe('integer fields of every create and update', () => {
  it('finds them in the document, each with its range stated', () => {
    const fields = integerFields();
    const named = new Set(fields.map((one) => `${one.method} ${one.path} ${one.field}`));
    const projects = '/api/v2/real-estate/projects/';
    const project = '/api/v2/real-estate/projects/{project_id}/';
    for (const expected of [
      ...['num_bedrooms', 'num_bathrooms', 'num_car_parking_spots', 'num_floors'].flatMap((name) => [
        `POST ${projects} ${name}`,
        `PATCH ${project} ${name}`,
      ]),
      `POST ${projects} requested_output_width`,
      `PATCH ${project} requested_output_height`,
      'POST /api/v2/studio/projects/{project_pk}/jobs/text-to-image/ num_requested_images',
      'POST /api/jobs/ start_frame',
      'POST /api/jobs/ end_frame',
    ])
      expect(named, expected).toContain(expected);
    for (const field of fields) {
      expect(field.minimum, `${field.method} ${field.path} ${field.field}`).toBeTypeOf('number');
      expect(field.maximum, `${field.method} ${field.path} ${field.field}`).toBeTypeOf('number');
    }
  });

  it('answers 2^32 + n, -2^32 + n and 2^53 with the field range, before any backend', async () => {
    const fields = integerFields();
    const refused: string[] = [];
    for (const field of fields)
      for (const value of [2 ** 32 + 2, -(2 ** 32) + 3, 2 ** 53]) {
        const where = `${field.method} ${field.path} ${field.field} = ${value}`;
        const answer = await send(field, value);
        const errors = (answer.body.errors?.[field.field] ?? answer.body.errors?.[`${field.field}.0`]) as
          string[] | undefined;
        const allowed = value >= field.minimum! && value <= field.maximum! && Number.isSafeInteger(value);
        if (allowed) {
          // In range and carried by a 64-bit wire field: the backend (here: nowhere) is asked.
          expect(errors, where).toBeUndefined();
          continue;
        }
        expect(answer.status, `${where}: ${JSON.stringify(answer.body)}`).toBe(400);
        expect(answer.body.detail, where).toBeTypeOf('string');
        expect(errors, `${where}: ${JSON.stringify(answer.body)}`).toEqual(
          expect.arrayContaining([
            expect.stringMatching(
              value > field.maximum! || value > 0
                ? new RegExp(
                    `^(${atMost(field.maximum!).replace('.', '\\.')}|A valid integer is required\\.)$`,
                  )
                : new RegExp(
                    `^(${atLeast(field.minimum!).replace('.', '\\.')}|A valid integer is required\\.)$`,
                  ),
            ),
          ]),
        );
        refused.push(where);
      }
    expect(refused.length).toBeGreaterThanOrEqual(fields.length * 2);
  }, 120_000);
});

describe('text fields of every create and update', () => {
  it('finds them in the document', () => {
    const named = new Set(
      textFields().map((one) => `${one.method} ${one.path} ${one.field} ${one.maxLength}`),
    );
    for (const expected of [
      'POST /api/v2/real-estate/agents/ first_name 20',
      'POST /api/v2/real-estate/projects/ name 200',
      'PATCH /api/v2/real-estate/projects/{project_id}/ description 10000',
      'POST /api/v2/studio/projects/{project_pk}/jobs/text-to-image/ prompt 80000',
      'POST /api/jobs/ description 10000',
    ])
      expect(named, expected).toContain(expected);
  });

  it('counts characters: emoji at the limit pass, one more is refused with the limit', async () => {
    const fields = textFields();
    for (const field of fields) {
      const where = `${field.method} ${field.path} ${field.field} (${field.maxLength})`;
      const errorsOf = (answer: { body: Json }) =>
        (answer.body.errors?.[field.field] ?? answer.body.errors?.[`${field.field}.0`] ?? []) as string[];
      const at = await send(field, '😀'.repeat(field.maxLength));
      expect(errorsOf(at), `${where}: ${JSON.stringify(at.body)}`).not.toContain(maxChars(field.maxLength));
      const over = await send(field, '😀'.repeat(field.maxLength + 1));
      expect(over.status, where).toBe(400);
      expect(errorsOf(over), `${where}: ${JSON.stringify(over.body)}`).toContain(maxChars(field.maxLength));
    }
    expect(fields.length).toBeGreaterThan(20);
  }, 120_000);
});
