// One file over 300 lines: one walk from the route declarations to the document, its parts (paths,
// parameters, bodies, errors) built from the same route.
// Builds the OpenAPI 3.1 document from the route declarations. Schemas come from zod
// (`z.toJSONSchema`, JSON Schema 2020-12, which OpenAPI 3.1 uses as is); schemas named with
// `.meta({ id })` become shared components. Error responses are derived from what a route does
// (authentication, validation, path ids) so every operation documents the spec's error shapes.
import { z } from '@platform/config';
import { pathParameterNames, type ResponseSpec, type RouteDefinition, type SelfReadBody } from './route.ts';

type Json = Record<string, unknown>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
  serverUrl?: string;
}

const errorSchemas: Record<string, Json> = {
  Error: {
    type: 'object',
    description: 'Unauthenticated, forbidden, not found, rate limited, unavailable.',
    properties: { detail: { type: 'string' }, error_id: { type: 'string', format: 'uuid' } },
    required: ['detail', 'error_id'],
    additionalProperties: false,
  },
  ValidationError: {
    type: 'object',
    description:
      'Bad request. `errors` maps each field to its messages (`non_field_errors` for the whole body).',
    properties: {
      detail: { type: 'string', description: 'What is wrong, in one sentence.' },
      error_id: { type: 'string', format: 'uuid' },
      errors: {
        type: 'object',
        description: 'Present when fields are at fault: each field (dotted path) with its messages.',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
    },
    required: ['detail', 'error_id'],
    additionalProperties: false,
  },
  InsufficientCredits: {
    type: 'object',
    description:
      'A job create the balance cannot cover: nothing was written or charged, so the same `Idempotency-Key` can be used again.',
    properties: {
      detail: {
        type: 'string',
        description:
          'Names both figures, e.g. "This job costs 2.5000 credits; the balance is 1.0000 credits."',
      },
      error_id: { type: 'string', format: 'uuid' },
      // An enum rather than `const`: every generator makes a literal type of it.
      code: { type: 'string', enum: ['insufficient_credits'] },
      price_credits: {
        type: 'string',
        pattern: '^\\d+\\.\\d{4}$',
        description: "The job's price (its quote, the `cost_credits` it would have had), 4 decimals.",
        example: '2.5000',
      },
      balance_credits: {
        type: 'string',
        pattern: '^\\d+\\.\\d{4}$',
        description:
          'The balance when the job was refused (what `balance_usd` of the balance read said then), 4 decimals.',
        example: '1.0000',
      },
    },
    required: ['detail', 'error_id', 'code', 'price_credits', 'balance_credits'],
    additionalProperties: false,
  },
  ServerError: {
    type: 'object',
    properties: { error: { type: 'string' }, error_id: { type: 'string', format: 'uuid' } },
    required: ['error', 'error_id'],
    additionalProperties: false,
  },
};

const errorResponses: Record<number, { description: string; schema: string; headers?: string[] }> = {
  400: { description: 'Bad request', schema: 'ValidationError' },
  401: { description: 'Missing or invalid credentials', schema: 'Error', headers: ['WWW-Authenticate'] },
  402: { description: 'Not enough credits', schema: 'InsufficientCredits' },
  403: { description: 'Forbidden', schema: 'Error' },
  404: { description: 'Not found', schema: 'Error' },
  405: {
    description: 'Method not allowed (the Allow header lists the methods)',
    schema: 'Error',
    headers: ['Allow'],
  },
  409: { description: 'Conflict', schema: 'Error' },
  413: { description: 'The request body (or the uploaded file) is larger than the limit', schema: 'Error' },
  415: {
    description: 'The request body has a media type or content encoding this operation does not take',
    schema: 'Error',
  },
  429: { description: 'Rate limited', schema: 'Error', headers: ['Retry-After'] },
  500: { description: 'Server error', schema: 'ServerError' },
  503: {
    description: 'A backing service is unavailable, or the service is at capacity (with Retry-After)',
    schema: 'Error',
    headers: ['Retry-After'],
  },
};

const headerComponents: Record<string, Json> = {
  'RateLimit-Limit': { description: 'Requests allowed in a burst.', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the current budget.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the budget is full again.', schema: { type: 'integer' } },
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
  Allow: { description: 'The methods the path accepts.', schema: { type: 'string' } },
  'WWW-Authenticate': {
    description: 'The scheme to authenticate with.',
    schema: { type: 'string', const: 'Token' },
  },
};

const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

const headerRefs = (names: string[]): Json =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

/** Collects named schemas into `components.schemas`, renaming an input variant that differs. */
class SchemaCollector {
  readonly components: Record<string, Json> = { ...errorSchemas };

  convert(schema: z.ZodType, io: 'input' | 'output'): Json {
    const converted = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      override: keepDeclaredDefault,
    }) as Json;
    delete converted.$schema;
    const defs = (converted.$defs ?? {}) as Record<string, Json>;
    delete converted.$defs;
    // Request schemas are written in place, never as components: openapi-typescript (by default)
    // makes a component's defaulted fields required, which a request with a default never needs.
    if (io === 'input') return inlineRefs(converted, defs, []) as Json;
    const names = new Map<string, string>();
    for (const [name, definition] of Object.entries(defs))
      names.set(name, this.#place(name, definition, io, defs));
    return rewriteRefs(converted, names) as Json;
  }

  #place(name: string, definition: Json, io: 'input' | 'output', defs: Record<string, Json>): string {
    for (const candidate of [name, `${name}${io === 'input' ? 'Input' : 'Output'}`]) {
      const existing = this.components[candidate];
      // Refs inside the definition are rewritten with identity names first, so equal schemas compare equal.
      const normalized = rewriteRefs(definition, new Map(Object.keys(defs).map((key) => [key, key]))) as Json;
      if (!existing) {
        this.components[candidate] = normalized;
        return candidate;
      }
      if (JSON.stringify(existing) === JSON.stringify(normalized)) return candidate;
    }
    throw new Error(`OpenAPI: two different schemas are both named "${name}"`);
  }
}

/**
 * zod leaves `default` out of a preprocessed field's input schema (a default of a transform may
 * describe its output). A default declared with `.meta({ default })` is the request's own, as the
 * handler fills it in, so the document keeps it.
 */
function keepDeclaredDefault({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Json }): void {
  const meta = z.globalRegistry.get(zodSchema as z.ZodType) as Json | undefined;
  if (meta && 'default' in meta) jsonSchema.default = meta.default;
}

/** `value` with each `#/$defs/` reference replaced by its definition (`path`: the definitions being expanded). */
function inlineRefs(value: unknown, defs: Record<string, Json>, path: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => inlineRefs(item, defs, path));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/$defs/')) {
    const name = ref.slice('#/$defs/'.length);
    if (path.includes(name)) throw new Error(`OpenAPI: request schema "${name}" refers to itself`);
    const { $ref: _ref, ...siblings } = value as Json;
    return {
      ...(inlineRefs(defs[name], defs, [...path, name]) as Json),
      ...(inlineRefs(siblings, defs, path) as Json),
    };
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inlineRefs(item, defs, path)]));
}

function rewriteRefs(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, names));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === '$ref' && typeof item === 'string' && item.startsWith('#/$defs/')) {
        const name = item.slice('#/$defs/'.length);
        return [key, `#/components/schemas/${names.get(name) ?? name}`];
      }
      return [key, rewriteRefs(item, names)];
    }),
  );
}

function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

/** Offset paging as `parsePaging` reads it (decisions.md: default 20, at most 100, from 0). */
const PAGING_PARAMETERS: Json[] = [
  {
    name: 'limit',
    in: 'query',
    required: false,
    description:
      'Page size: default 20; larger values than 100 are clamped; an invalid value means the default.',
    schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
  {
    name: 'offset',
    in: 'query',
    required: false,
    description: 'Index of the first record of the page: default 0; an invalid value means the default.',
    schema: { type: 'integer', minimum: 0, default: 0 },
  },
];

const IDEMPOTENCY_PARAMETER: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'The same key with the same request within 24 hours answers the first response again; the same key with another request is a 409.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

/**
 * What holds for every path, said once rather than as operations of their own (docs/decisions.md,
 * "The OpenAPI document for generators").
 */
const PATHS_NOTE = [
  'Every path is also accepted without its trailing slash, as the same operation.',
  'A path answers a method it does not list with 405 and an `Allow` header (`#/components/responses/MethodNotAllowed`),',
  'OPTIONS with 204 and `Allow`; a path that is not listed answers 404 (`#/components/responses/NotFound`).',
].join(' ');

function errorResponseObject(status: number, operationId = 'components'): Json {
  const spec = errorResponses[status];
  if (!spec) throw new Error(`OpenAPI: no error shape for status ${status} (${operationId})`);
  return {
    description: spec.description,
    headers: headerRefs([...RATE_LIMIT_HEADERS, ...(spec.headers ?? [])]),
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${spec.schema}` } } },
  };
}

function operation(route: RouteDefinition, schemas: SchemaCollector): Json {
  const authenticated = route.auth !== 'none';
  const paramShapes = objectShape(route.params);
  const parameters: Json[] = [
    ...pathParameterNames(route.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: paramShapes[name] ? schemas.convert(paramShapes[name], 'input') : { type: 'string' },
    })),
    ...Object.entries(objectShape(route.query)).map(([name, schema]) => ({
      name,
      in: 'query',
      required: !schema.safeParse(undefined).success,
      schema: schemas.convert(schema, 'input'),
    })),
    ...Object.entries(objectShape(route.headers)).map(([name, schema]) => ({
      name,
      in: 'header',
      required: !schema.safeParse(undefined).success,
      schema: schemas.convert(schema, 'input'),
    })),
    ...(route.paged ? PAGING_PARAMETERS : []),
    ...(route.idempotent ? [IDEMPOTENCY_PARAMETER] : []),
  ];
  const hasBody = Boolean(route.body || route.selfReadBody);
  // 429 (the client address or account limit), 500, and 503: admission refuses any request, of
  // every lane, when the process is at capacity.
  const statuses = new Set<number>([429, 500, 503, ...(route.errors ?? [])]);
  if (hasBody || route.query || route.headers || route.idempotent) statuses.add(400);
  // A body's size and media type are checked before it is read (router.ts, request-body.ts, upload.ts).
  if (hasBody) [413, 415].forEach((status) => statuses.add(status));
  if (authenticated) [401, 403].forEach((status) => statuses.add(status));
  if (pathParameterNames(route.path).length > 0) statuses.add(404);

  const responses: Json = {};
  for (const [status, spec] of Object.entries(route.responses)) {
    responses[status] = {
      description: spec.description,
      headers: headerRefs(RATE_LIMIT_HEADERS),
      ...(spec.schema || spec.contentType ? { content: responseContent(spec, schemas) } : {}),
    };
  }
  for (const status of [...statuses].sort((a, b) => a - b)) {
    // A route that declares its own body for an error status (image-to-text's 400) keeps it.
    if (responses[String(status)]) continue;
    responses[String(status)] = errorResponseObject(status, route.operationId);
  }

  const bodyTypes = route.bodyTypes ?? ['json'];
  // The router reads an absent body as `{}`: a body is required only when `{}` is refused.
  const bodyRequired = (schema: z.ZodType | undefined) =>
    schema !== undefined && !schema.safeParse({}).success;
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.tags ? { tags: route.tags } : {}),
    security: authenticated ? (route.auth as readonly string[]).map((scheme) => ({ [scheme]: [] })) : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: bodyRequired(route.body),
            content: Object.fromEntries(
              bodyTypes.map((type) => [
                type === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
                { schema: schemas.convert(route.body as z.ZodType, 'input') },
              ]),
            ),
          },
        }
      : route.selfReadBody
        ? {
            requestBody: {
              // A multipart upload always needs its file; otherwise the JSON (or form) schema decides.
              required:
                route.selfReadBody.multipart !== undefined ||
                bodyRequired(route.selfReadBody.json ?? route.selfReadBody.form),
              content: selfReadContent(route.selfReadBody, schemas),
            },
          }
        : {}),
    responses,
  };
}

/**
 * A response's content: JSON by default; another type (HTML, CSS, ...) as a string; an event stream
 * (`events`) as a string of Server-Sent Events, the schema of one event under `x-event-schema`.
 */
function responseContent(spec: ResponseSpec, schemas: SchemaCollector): Record<string, Json> {
  const contentType = spec.contentType ?? 'application/json';
  const schema = spec.schema
    ? schemas.convert(spec.schema, 'output')
    : { type: 'string', ...(contentType.startsWith('text/') ? {} : { format: 'binary' }) };
  if (!spec.events) return { [contentType]: { schema } };
  return {
    [contentType]: {
      schema: { type: 'string', description: 'Server-Sent Events, one `x-event-schema` per event.' },
      'x-event-schema': schemas.convert(spec.events, 'output'),
    },
  };
}

function selfReadContent(body: SelfReadBody, schemas: SchemaCollector): Record<string, Json> {
  const content: Record<string, Json> = {};
  if (body.multipart) {
    const { file, fields } = body.multipart;
    const form = schemas.convert(fields as z.ZodType, 'input');
    content['multipart/form-data'] = {
      schema: {
        ...form,
        type: 'object',
        required: [file.field, ...((form.required as string[] | undefined) ?? [])],
        properties: {
          // The OpenAPI 3.1 way to say "binary" (no `type`: the part is bytes, not a JSON string), so
          // generated clients take a Blob or a File here (`unknown`), not a string.
          [file.field]: {
            contentMediaType: 'application/octet-stream',
            description: `The file (${file.contentTypes.join(', ')}), at most ${file.maxBytes} bytes.`,
          },
          ...((form.properties as Record<string, Json> | undefined) ?? {}),
        },
      },
      encoding: { [file.field]: { contentType: file.contentTypes.join(', ') } },
    };
  }
  if (body.json) content['application/json'] = { schema: schemas.convert(body.json as z.ZodType, 'input') };
  if (body.form) {
    const schema = schemas.convert(body.form as z.ZodType, 'input');
    content['application/x-www-form-urlencoded'] = { schema };
    if (!body.multipart) content['multipart/form-data'] = { schema };
  }
  return content;
}

export function buildOpenApiDocument(routes: RouteDefinition[], info: OpenApiInfo): Json {
  const schemas = new SchemaCollector();
  const paths: Record<string, Record<string, Json>> = {};
  const operationIds = new Set<string>();
  for (const route of routes) {
    if (route.hidden) continue;
    if (operationIds.has(route.operationId))
      throw new Error(`OpenAPI: duplicate operationId ${route.operationId}`);
    operationIds.add(route.operationId);
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, schemas);
  }
  const description = [info.description, PATHS_NOTE].filter(Boolean).join('\n\n');
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    paths,
    // The job events an endpoint of `POST /api/v2/webhooks/` (or a job's own webhook_url) receives.
    ...(schemas.components.JobEvent
      ? {
          webhooks: {
            jobEvent: {
              post: {
                summary: 'A job event, POSTed to your endpoint (signed the Standard Webhooks way)',
                requestBody: {
                  required: true,
                  content: { 'application/json': { schema: { $ref: '#/components/schemas/JobEvent' } } },
                },
                responses: { '2XX': { description: 'Any 2xx answer within 10 seconds acknowledges it.' } },
              },
            },
          },
        }
      : {}),
    components: {
      schemas: schemas.components,
      responses: {
        NotFound: errorResponseObject(404),
        MethodNotAllowed: errorResponseObject(405),
      },
      headers: headerComponents,
      securitySchemes: {
        Token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'An API key with the prefix "Token ": `Authorization: Token <API_KEY>`.',
        },
        Bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A JWT from POST /api/v2/auth/token/: `Authorization: Bearer <JWT>`.',
        },
      },
    },
  };
}
