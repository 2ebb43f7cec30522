// One file over 300 lines: one walk from the route declarations to the document, its parts (paths,
// parameters, bodies, errors) built from the same route.
// Builds the OpenAPI 3.1 document from the route declarations. Schemas come from zod
// (`z.toJSONSchema`, JSON Schema 2020-12, which OpenAPI 3.1 uses as is); schemas named with
// `.meta({ id })` become shared components. Error responses are derived from what a route does
// (authentication, validation, path ids) so every operation documents the spec's error shapes.
import { z } from '@platform/config';
import { pathParameterNames, type RouteDefinition, type SelfReadBody } from './route.ts';

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
  },
  ValidationError: {
    type: 'object',
    description:
      'Bad request. `errors` maps each field to its messages (`non_field_errors` for the whole body).',
    properties: {
      detail: {},
      error_id: { type: 'string', format: 'uuid' },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
    required: ['detail', 'error_id'],
    additionalProperties: true,
  },
  InsufficientCredits: {
    type: 'object',
    properties: {
      detail: { type: 'string' },
      error_id: { type: 'string', format: 'uuid' },
      code: { type: 'string', const: 'insufficient_credits' },
    },
    required: ['detail', 'error_id', 'code'],
  },
  ServerError: {
    type: 'object',
    properties: { error: { type: 'string' }, error_id: { type: 'string', format: 'uuid' } },
    required: ['error', 'error_id'],
  },
};

const errorResponses: Record<number, { description: string; schema: string; headers?: string[] }> = {
  400: { description: 'Bad request', schema: 'ValidationError' },
  401: { description: 'Missing or invalid credentials', schema: 'Error', headers: ['WWW-Authenticate'] },
  402: { description: 'Not enough credits', schema: 'InsufficientCredits' },
  403: { description: 'Forbidden', schema: 'Error' },
  404: { description: 'Not found', schema: 'Error' },
  409: { description: 'Conflict', schema: 'Error' },
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
    const names = new Map<string, string>();
    for (const [name, definition] of Object.entries(defs))
      names.set(name, this.#place(name, definition, io, defs));
    return rewriteRefs(converted, names) as Json;
  }

  #place(name: string, definition: Json, io: 'input' | 'output', defs: Record<string, Json>): string {
    for (const candidate of io === 'input' ? [name, `${name}Input`] : [name, `${name}Output`]) {
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
    ...(route.paged ? PAGING_PARAMETERS : []),
    ...(route.idempotent ? [IDEMPOTENCY_PARAMETER] : []),
  ];
  const statuses = new Set<number>([429, 500, ...(route.errors ?? [])]);
  if (route.body || route.query || route.selfReadBody || route.idempotent) statuses.add(400);
  if (authenticated) [401, 403, 503].forEach((status) => statuses.add(status));
  if (pathParameterNames(route.path).length > 0) statuses.add(404);

  const responses: Json = {};
  for (const [status, spec] of Object.entries(route.responses)) {
    const contentType = spec.contentType ?? 'application/json';
    responses[status] = {
      description: spec.description,
      headers: headerRefs(RATE_LIMIT_HEADERS),
      ...(spec.schema
        ? { content: { [contentType]: { schema: schemas.convert(spec.schema, 'output') } } }
        : {}),
    };
  }
  for (const status of [...statuses].sort((a, b) => a - b)) {
    // A route that declares its own body for an error status (image-to-text's 400) keeps it.
    if (responses[String(status)]) continue;
    const spec = errorResponses[status];
    if (!spec) throw new Error(`OpenAPI: no error shape for status ${status} (${route.operationId})`);
    responses[String(status)] = {
      description: spec.description,
      headers: headerRefs([...RATE_LIMIT_HEADERS, ...(spec.headers ?? [])]),
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${spec.schema}` } } },
    };
  }

  const bodyTypes = route.bodyTypes ?? ['json'];
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
            required: true,
            content: Object.fromEntries(
              bodyTypes.map((type) => [
                type === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
                { schema: schemas.convert(route.body as z.ZodType, 'input') },
              ]),
            ),
          },
        }
      : route.selfReadBody
        ? { requestBody: { required: true, content: selfReadContent(route.selfReadBody, schemas) } }
        : {}),
    responses,
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
          [file.field]: {
            type: 'string',
            format: 'binary',
            description: `The file, at most ${file.maxBytes} bytes.`,
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
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      ...(info.description ? { description: info.description } : {}),
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    paths,
    components: {
      schemas: schemas.components,
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
