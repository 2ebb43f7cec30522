// Mounts route definitions on @koa/router: each route runs its guard (authentication and rate
// limits), then body parsing and validation, then its handler. Requests that match no route end
// in `fallback`: 404 for unknown paths, 405 (with Allow) for a known path with another method.
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import compose from 'koa-compose';
import { notFound } from '@platform/errors';
import { refuseUnstorableInput } from './input-rules.ts';
import { parseJsonBody, readBodyBytes } from './json-body.ts';
import { GatewayError, methodNotAllowedError, notFoundError } from './problem.ts';
import { routerPath, type RouteDefinition } from './route.ts';
import { validOrThrow, validate } from './validation.ts';

export interface RouterOptions {
  routes: RouteDefinition[];
  /** Authentication and rate limiting for one route. */
  guard: (route: RouteDefinition) => Middleware;
  bodyLimitBytes: number;
}

const MEDIA_TYPES = {
  json: ['application/json', 'application/*+json'],
  form: ['application/x-www-form-urlencoded'],
};

function bodyStage(route: RouteDefinition, bodyLimitBytes: number): Middleware[] {
  if (!route.body) return [];
  const types = route.bodyTypes ?? ['json'];
  const accepted = types.flatMap((type) => MEDIA_TYPES[type]);
  // Forms through @koa/bodyparser (its nested `a[b]` and repeated-field rules); JSON is read
  // here, with a fatal UTF-8 decoder (json-body.ts).
  const parseForm = types.includes('form')
    ? (bodyParser({
        enableTypes: ['form'],
        formLimit: bodyLimitBytes,
        encoding: 'utf-8',
      }) as unknown as Middleware)
    : undefined;
  return [
    async (ctx: Context, next: Next) => {
      // An empty body (no body, or `Content-Length: 0`, as `fetch` sends for a bare POST) has no
      // media type to check; the route's schema decides whether empty is acceptable.
      if (ctx.request.length !== 0 && ctx.request.is(accepted) === false) {
        throw new GatewayError(415, `Unsupported media type "${ctx.request.type}" in request.`);
      }
      const declared = ctx.request.length;
      if (declared !== undefined && declared > bodyLimitBytes)
        throw new GatewayError(413, 'Request body is too large.');
      await next();
    },
    async (ctx: Context, next: Next) => {
      if (types.includes('json') && ctx.request.is(MEDIA_TYPES.json)) {
        ctx.request.body = parseJsonBody(await readBodyBytes(ctx, bodyLimitBytes));
      } else if (parseForm) {
        try {
          await parseForm(ctx, async () => {});
        } catch (err) {
          throw bodyError(err);
        }
      }
      await next();
    },
  ];
}

/** The form parser's failures (bad body, size, encoding) as the gateway's own 4xx errors. */
function bodyError(err: unknown): GatewayError {
  const status = Number((err as { status?: unknown } | undefined)?.status);
  if (status === 413) return new GatewayError(413, 'Request body is too large.');
  if (status === 415) return new GatewayError(415, 'Unsupported content encoding in request.');
  return new GatewayError(400, 'Malformed request body.');
}

function handlerStage(route: RouteDefinition): Middleware {
  return async (ctx: Context) => {
    let params: unknown = ctx.params ?? {};
    if (route.params) {
      const checked = validate(route.params, params);
      // A malformed id cannot name a record: answer like an unknown id.
      if (!checked.ok) throw notFound();
      params = checked.value;
    }
    const query = route.query ? validOrThrow(route.query, ctx.query) : {};
    let body: unknown;
    if (route.body) {
      // What no field may hold, whatever its schema says (input-rules.ts), before the schema walks it.
      refuseUnstorableInput(ctx.request.body ?? {});
      body = validOrThrow(route.body, ctx.request.body ?? {});
    }
    await route.handler({ params, query, body, principal: ctx.state.principal }, ctx);
  };
}

/** The routes: `dispatch` runs a request's route; `router` also answers `fallback` which methods a path has. */
export interface GatewayRouter {
  router: Router;
  dispatch: Middleware;
}

export function buildRouter(options: RouterOptions): GatewayRouter {
  const router = new Router({ strict: false, sensitive: true });
  const seen = new Set<string>();
  /** Each route's stages; the first (markRoute) tells which of the router's layers is the route's. */
  const stacks = new Map<RouteDefinition, Middleware[]>();
  for (const route of options.routes) {
    const id = `${route.method} ${routerPath(route.path)}`;
    if (seen.has(id)) throw new Error(`duplicate route ${id}`);
    seen.add(id);
    const markRoute: Middleware = async (ctx, next) => {
      ctx.state.route = route;
      await next();
    };
    const stack = [
      markRoute,
      options.guard(route),
      ...bodyStage(route, options.bodyLimitBytes),
      handlerStage(route),
    ];
    router.register(routerPath(route.path), [route.method], stack as never);
    stacks.set(route, stack);
  }
  return { router, dispatch: dispatcher(router, stacks) };
}

/**
 * Runs the request's route. A path without parameters (the lists, the creates, the balance: most
 * requests) is found in a table by method and path; @koa/router would test every route's pattern
 * in turn (about 140), which was 5% of the gateway's CPU on the project list. A path enters the
 * table only for a method for which the router itself runs that route first, with and without the
 * trailing slash (GET routes answer HEAD too), so both ways always run the same route; any other
 * request goes through the router.
 */
function dispatcher(router: Router, stacks: Map<RouteDefinition, Middleware[]>): Middleware {
  const table = new Map<string, Middleware>();
  for (const [route, stack] of stacks) {
    const path = routerPath(route.path);
    if (path.includes(':')) continue;
    const paths = path === '/' ? [path] : [path, `${path}/`];
    for (const method of route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]) {
      const runsFirst = paths.every(
        (candidate) => router.match(candidate, method).pathAndMethod[0]?.stack[0] === stack[0],
      );
      if (!runsFirst) continue;
      const run = compose(stack);
      for (const candidate of paths) table.set(`${method} ${candidate}`, run);
    }
  }
  const routes = router.routes() as unknown as Middleware;
  return (ctx, next) => {
    const run = table.get(`${ctx.method} ${ctx.path}`);
    if (!run) return routes(ctx, next);
    ctx.params = {};
    return run(ctx, next);
  };
}

/** After the router: unknown paths are 404, known paths with another method 405, OPTIONS lists methods. */
export function fallback(router: Router, beforeReply: (ctx: Context) => Promise<void>): Middleware {
  return async (ctx) => {
    if (ctx.state.route) return;
    await beforeReply(ctx);
    const allowed = [...new Set(router.match(ctx.path, ctx.method).path.flatMap((layer) => layer.methods))];
    if (allowed.length === 0) throw notFoundError();
    if (ctx.method === 'OPTIONS') {
      ctx.set('Allow', [...allowed, 'OPTIONS'].join(', '));
      ctx.status = 204;
      return;
    }
    throw methodNotAllowedError(ctx.method, allowed);
  };
}
