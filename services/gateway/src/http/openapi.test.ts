import { compileErrors, validate } from '@readme/openapi-parser';
import { z } from '@platform/config';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.ts';
import { defineRoute, type RouteDefinition } from './route.ts';

const Thing = z
  .object({ id: z.uuid(), name: z.string().max(20), created_at: z.iso.datetime() })
  .meta({ id: 'Thing' });

const routes = [
  defineRoute({
    method: 'GET',
    path: '/api/v2/things/',
    operationId: 'things_list',
    summary: 'List things',
    tags: ['things'],
    auth: ['Token', 'Bearer'],
    query: z.object({
      limit: z.coerce.number().int().optional(),
      ordering: z.enum(['name', '-name']).optional(),
    }),
    responses: {
      200: { description: 'A page.', schema: z.object({ count: z.number().int(), results: z.array(Thing) }) },
    },
    handler() {},
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v2/things/',
    operationId: 'things_create',
    summary: 'Create a thing',
    auth: ['Token'],
    rateLimit: 'jobCreate',
    body: z.object({ name: z.string().max(20), size: z.number().int().default(1) }),
    bodyTypes: ['json', 'form'],
    responses: { 201: { description: 'Created.', schema: Thing } },
    errors: [402],
    handler() {},
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/v2/things/{thing_id}/',
    operationId: 'things_destroy',
    summary: 'Delete a thing',
    auth: ['Token'],
    params: z.object({ thing_id: z.uuid() }),
    responses: { 204: { description: 'Deleted.' } },
    handler() {},
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v2/things/{thing_id}/pictures/',
    operationId: 'things_pictures_create',
    summary: 'Upload a picture (multipart) or import one (JSON)',
    auth: ['Token'],
    params: z.object({ thing_id: z.uuid() }),
    selfReadBody: {
      multipart: {
        file: { field: 'file', contentTypes: ['image/png', 'image/jpeg'], maxBytes: 1000 },
        fields: z.object({ caption: z.string().max(40).optional() }),
      },
      json: z.object({ url: z.string() }),
    },
    responses: { 201: { description: 'Stored.' } },
    handler() {},
  }),
  defineRoute({
    method: 'GET',
    path: '/internal/',
    operationId: 'internal',
    summary: 'Hidden',
    auth: 'none',
    hidden: true,
    responses: { 200: { description: 'x' } },
    handler() {},
  }),
];

const build = () =>
  buildOpenApiDocument(routes, { title: 'Test API', version: '1.1.0', serverUrl: 'https://api.example.com' });

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(build()) as never);
    if (!result.valid) throw new Error(compileErrors(result));
    expect(result.specification).toBe('OpenAPI');
    // The validator does reject a broken document (an API key sent in the body).
    const broken = structuredClone(build()) as { components: { securitySchemes: { Token: { in: string } } } };
    broken.components.securitySchemes.Token.in = 'body';
    expect((await validate(broken as never)).valid).toBe(false);
  });

  it('documents security, parameters, bodies and the error shapes', () => {
    const doc = build() as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.Token).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
    );
    expect(doc.components.securitySchemes.Bearer).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    );
    expect(Object.keys(doc.paths)).toEqual([
      '/api/v2/things/',
      '/api/v2/things/{thing_id}/',
      '/api/v2/things/{thing_id}/pictures/',
    ]);

    const list = doc.paths['/api/v2/things/'].get;
    expect(list.security).toEqual([{ Token: [] }, { Bearer: [] }]);
    expect(
      list.parameters.map((p: { name: string; in: string; required: boolean }) => [p.name, p.in, p.required]),
    ).toEqual([
      ['limit', 'query', false],
      ['ordering', 'query', false],
    ]);
    expect(Object.keys(list.responses)).toEqual(['200', '400', '401', '403', '429', '500', '503']);
    expect(list.responses['401'].headers['WWW-Authenticate']).toEqual({
      $ref: '#/components/headers/WWW-Authenticate',
    });
    expect(list.responses['429'].headers['Retry-After']).toEqual({
      $ref: '#/components/headers/Retry-After',
    });
    expect(list.responses['200'].content['application/json'].schema.properties.results.items).toEqual({
      $ref: '#/components/schemas/Thing',
    });

    const create = doc.paths['/api/v2/things/'].post;
    expect(Object.keys(create.requestBody.content)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    expect(create.requestBody.content['application/json'].schema.required).toEqual(['name']);
    expect(create.responses['402'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/InsufficientCredits',
    });
    expect(create.responses['500'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ServerError',
    });

    const destroy = doc.paths['/api/v2/things/{thing_id}/'].delete;
    expect(destroy.parameters[0]).toMatchObject({
      name: 'thing_id',
      in: 'path',
      required: true,
      schema: { type: 'string', format: 'uuid' },
    });
    expect(destroy.responses['204']).not.toHaveProperty('content');
    expect(destroy.responses['404'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });

    expect(doc.components.schemas.Thing.required).toEqual(['id', 'name', 'created_at']);
    expect(doc.components.schemas.ServerError.required).toEqual(['error', 'error_id']);
  });

  it('documents bodies a handler reads itself: a multipart upload and its JSON alternative', () => {
    const doc = build() as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    const content = doc.paths['/api/v2/things/{thing_id}/pictures/'].post.requestBody.content;
    expect(Object.keys(content)).toEqual(['multipart/form-data', 'application/json']);
    const form = content['multipart/form-data'];
    expect(form.schema.required).toEqual(['file']);
    // Binary in OpenAPI 3.1: no `type` (a generated client takes a Blob there, not a string).
    expect(form.schema.properties.file).toMatchObject({ contentMediaType: 'application/octet-stream' });
    expect(form.schema.properties.file.type).toBeUndefined();
    expect(form.schema.properties.caption).toMatchObject({ type: 'string', maxLength: 40 });
    expect(form.encoding.file.contentType).toBe('image/png, image/jpeg');
    expect(content['application/json'].schema.required).toEqual(['url']);
  });

  it('writes what generated clients need: optional bodies, defaults that stay optional, every status, streams', () => {
    const Settings = z.object({ colour: z.string().default('red') }).meta({ id: 'Settings' });
    const extra = [
      defineRoute({
        method: 'POST',
        path: '/api/v2/things/{thing_id}/settings/',
        operationId: 'things_settings',
        summary: 'Settings (every field optional)',
        auth: ['Token'],
        params: z.object({ thing_id: z.uuid() }),
        body: Settings,
        responses: { 200: { description: 'The settings.', schema: Settings } },
        handler() {},
      }),
      defineRoute({
        method: 'GET',
        path: '/api/v2/stream/',
        operationId: 'stream',
        summary: 'A stream',
        auth: 'none',
        headers: z.object({ 'Last-Event-ID': z.string().optional() }),
        responses: {
          200: {
            description: 'Events.',
            contentType: 'text/event-stream',
            events: z.object({ event: z.string(), data: Thing }).meta({ id: 'StreamEvent' }),
          },
        },
        handler() {},
      }),
      defineRoute({
        method: 'GET',
        path: '/page/',
        operationId: 'page',
        summary: 'A page',
        auth: 'none',
        responses: { 200: { description: 'HTML.', contentType: 'text/html' } },
        handler() {},
      }),
    ];
    const doc = buildOpenApiDocument([...routes, ...extra], { title: 't', version: '1' }) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    const settings = doc.paths['/api/v2/things/{thing_id}/settings/'].post;
    // `{}` is a valid body, so none is required; the request's default is written in place (a
    // component's default would make openapi-typescript require the field), the answer's is a component.
    expect(settings.requestBody.required).toBe(false);
    expect(settings.requestBody.content['application/json'].schema).toMatchObject({
      properties: { colour: { type: 'string', default: 'red' } },
    });
    expect(settings.requestBody.content['application/json'].schema.required).toBeUndefined();
    expect(settings.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Settings',
    });
    expect(doc.paths['/api/v2/things/'].post.requestBody.required).toBe(true);
    // A body's size and media type are checked; admission may refuse any request (503).
    expect(Object.keys(settings.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '413',
      '415',
      '429',
      '500',
      '503',
    ]);
    expect(settings.responses['415'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    const stream = doc.paths['/api/v2/stream/'].get;
    expect(Object.keys(stream.responses)).toEqual(['200', '400', '429', '500', '503']);
    expect(stream.parameters).toEqual([
      { name: 'Last-Event-ID', in: 'header', required: false, schema: { type: 'string' } },
    ]);
    expect(stream.responses['200'].content['text/event-stream']).toEqual({
      schema: { type: 'string', description: expect.any(String) },
      'x-event-schema': { $ref: '#/components/schemas/StreamEvent' },
    });
    expect(doc.paths['/page/'].get.responses['200'].content).toEqual({
      'text/html': { schema: { type: 'string' } },
    });
    // What every path does beyond its operations: 405 with Allow, 404 for paths not listed.
    expect(doc.components.responses.MethodNotAllowed.headers.Allow).toEqual({
      $ref: '#/components/headers/Allow',
    });
    expect(doc.components.responses.NotFound.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(doc.info.description).toMatch(/without its trailing slash/);
    // Error bodies typed exactly: a string detail, string arrays per field, the code as an enum.
    expect(doc.components.schemas.ValidationError.properties.detail).toMatchObject({ type: 'string' });
    expect(doc.components.schemas.ValidationError.additionalProperties).toBe(false);
    expect(doc.components.schemas.InsufficientCredits.properties.code.enum).toEqual(['insufficient_credits']);
  });

  it('refuses duplicate operation ids and undocumented error statuses', () => {
    const first = routes[0] as RouteDefinition;
    expect(() => buildOpenApiDocument([first, first], { title: 't', version: '1' })).toThrow(
      /duplicate operationId/,
    );
    const odd: RouteDefinition = { ...first, operationId: 'odd', errors: [418] };
    expect(() => buildOpenApiDocument([odd], { title: 't', version: '1' })).toThrow(
      /no error shape for status 418/,
    );
  });
});
