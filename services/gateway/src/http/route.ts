// A route is declared once, with its schemas, and that single declaration drives both request
// handling (auth, limits, parsing, validation) and the OpenAPI document, so they cannot drift.
import type { Context } from 'koa';
import type { z } from '@platform/config';
import type { Principal } from '../auth/authenticator.ts';
import type { RateLimitClass } from '../rate-limit/rate-limiter.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthScheme = 'Token' | 'Bearer';
/** `'none'` for public routes, else the credential schemes the route accepts. */
export type RouteAuth = 'none' | readonly AuthScheme[];
export type BodyType = 'json' | 'form';

/**
 * A request body the handler reads itself (a streamed multipart upload, or JSON as its
 * alternative), described for the OpenAPI document only: the router neither parses nor
 * validates it.
 */
export interface SelfReadBody {
  multipart?: {
    /** The file part's field name, its accepted content types and size cap. */
    file: { field: string; contentTypes: readonly string[]; maxBytes: number };
    /** The other form fields. */
    fields: AnySchema;
  };
  json?: AnySchema;
  /** Fields sent as application/x-www-form-urlencoded (and, without `multipart`, as multipart/form-data). */
  form?: AnySchema;
}

export interface ResponseSpec {
  description: string;
  /** JSON body schema; omit for empty responses (204) or non-JSON ones. */
  schema?: z.ZodType;
  /** Defaults to application/json when a schema is given. */
  contentType?: string;
  /** For `text/event-stream`: the schema of one event (documented as the stream's `x-event-schema`). */
  events?: z.ZodType;
}

export type AnySchema = z.ZodType;
type EmptyObject = Record<string, never>;

export interface RouteInput<Params, Query, Body, Auth extends RouteAuth> {
  params: Params;
  query: Query;
  body: Body;
  principal: Auth extends 'none' ? undefined : Principal;
}

export interface RouteSpec<
  Params extends AnySchema | undefined,
  Query extends AnySchema | undefined,
  Body extends AnySchema | undefined,
  Auth extends RouteAuth,
> {
  method: HttpMethod;
  /** Path as in the interface spec, OpenAPI style, with the trailing slash: `/api/v2/x/{id}/`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  auth: Auth;
  /** Job-creating routes also draw from the per-minute job budget. */
  rateLimit?: RateLimitClass;
  /** Path parameters; a value that fails this schema is a 404, as for an unknown id. */
  params?: Params;
  query?: Query;
  /** Request headers the handler reads itself (documented only; the handler validates them). */
  headers?: AnySchema;
  body?: Body;
  /** Accepted request body encodings (default JSON only). */
  bodyTypes?: BodyType[];
  /** For routes without `body` that read their body themselves: what to document. */
  selfReadBody?: SelfReadBody;
  /** Success responses by status. */
  responses: Record<number, ResponseSpec>;
  /** Error statuses beyond those implied by auth and validation (402, 404, 409, ...). */
  errors?: number[];
  /** A list read with `parsePaging`: documents its `limit` and `offset` query parameters. */
  paged?: boolean;
  /** A create that honours `Idempotency-Key` (`idempotencyOf`): documents the header. */
  idempotent?: boolean;
  /** Left out of the OpenAPI document (asset files of the docs page, ...). */
  hidden?: boolean;
  /** A health probe: not charged to the client address (a node's kubelet probes every pod on it); admission control bounds its lane. */
  probe?: boolean;
  handler: (
    input: RouteInput<
      Params extends AnySchema ? z.output<Params> : EmptyObject,
      Query extends AnySchema ? z.output<Query> : EmptyObject,
      Body extends AnySchema ? z.output<Body> : undefined,
      Auth
    >,
    ctx: Context,
  ) => Promise<void> | void;
}

/** A route with its types erased, as the router and the OpenAPI builder see it. */
export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  auth: RouteAuth;
  rateLimit?: RateLimitClass;
  params?: AnySchema;
  query?: AnySchema;
  headers?: AnySchema;
  body?: AnySchema;
  bodyTypes?: BodyType[];
  selfReadBody?: SelfReadBody;
  responses: Record<number, ResponseSpec>;
  errors?: number[];
  paged?: boolean;
  idempotent?: boolean;
  hidden?: boolean;
  probe?: boolean;
  handler: (input: RouteInput<unknown, unknown, unknown, RouteAuth>, ctx: Context) => Promise<void> | void;
}

export function defineRoute<
  Auth extends RouteAuth,
  Params extends AnySchema | undefined = undefined,
  Query extends AnySchema | undefined = undefined,
  Body extends AnySchema | undefined = undefined,
>(spec: RouteSpec<Params, Query, Body, Auth>): RouteDefinition {
  return spec as unknown as RouteDefinition;
}

/** `/api/v2/x/{id}/` -> `/api/v2/x/:id` (the router matches it with or without the trailing slash). */
export function routerPath(path: string): string {
  const converted = path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
  return converted.length > 1 ? converted.replace(/\/+$/, '') : converted;
}

/** Names of the `{param}` segments of a path template, in order. */
export const pathParameterNames = (path: string): string[] =>
  [...path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1] ?? '');
