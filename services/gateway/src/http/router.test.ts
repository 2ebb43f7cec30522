// The router's dispatch: paths without parameters come from its table, every other request from
// @koa/router, and either way a request runs the route @koa/router would run first.
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpMethod, RouteDefinition } from './route.ts';
import { buildRouter, fallback } from './router.ts';

const route = (
  method: HttpMethod,
  path: string,
  answer: (params: Record<string, string>) => string,
): RouteDefinition => ({
  method,
  path,
  operationId: `${method} ${path}`,
  summary: path,
  auth: 'none',
  responses: { 200: { description: 'ok' } },
  handler: ({ params }, ctx) => {
    ctx.body = answer(params as Record<string, string>);
  },
});

const routes = [
  route('GET', '/api/things/', () => 'list'),
  route('POST', '/api/things/', () => 'create'),
  route('GET', '/api/things/{id}/', ({ id }) => `one ${id}`),
  // Registered first, this route's pattern also matches the fixed path below, so the router runs
  // it for that path: the table must leave the fixed path to the router.
  route('GET', '/api/shadow/{name}/', ({ name }) => `pattern ${name}`),
  route('GET', '/api/shadow/fixed/', () => 'fixed'),
];

let server: ReturnType<Koa['listen']>;
let base: string;
const dispatched: string[] = [];
/** How many times a request had @koa/router test the routes' patterns. */
let matched = 0;

beforeAll(async () => {
  const { router, dispatch } = buildRouter({
    routes,
    // Every request's route as the guard sees it: the route ran, whichever way it was found.
    guard: (definition) => async (_ctx, next) => {
      dispatched.push(definition.operationId);
      await next();
    },
    bodyLimitBytes: 1024,
  });
  const match = router.match.bind(router);
  router.match = (path, method) => {
    matched += 1;
    return match(path, method);
  };
  const app = new Koa();
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      ctx.status = (err as { status?: number }).status ?? 500;
      ctx.body = ctx.status;
    }
  });
  app.use(dispatch);
  app.use(fallback(router, async () => {}));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const call = async (method: string, path: string) => {
  const response = await fetch(`${base}${path}`, { method });
  return { status: response.status, body: await response.text(), allow: response.headers.get('allow') };
};

describe('the router', () => {
  it('runs a path without parameters with and without its trailing slash, GET routes for HEAD too', async () => {
    expect(await call('GET', '/api/things/')).toMatchObject({ status: 200, body: 'list' });
    expect(await call('GET', '/api/things')).toMatchObject({ status: 200, body: 'list' });
    expect(await call('POST', '/api/things/')).toMatchObject({ status: 200, body: 'create' });
    expect(await call('HEAD', '/api/things/')).toMatchObject({ status: 200, body: '' });
    // Exact and case-sensitive, as the router: anything else is not this route.
    expect((await call('GET', '/api/things//')).status).toBe(404);
    expect((await call('GET', '/API/things/')).status).toBe(404);
  });

  it('runs a path with parameters through the router, with its parameters', async () => {
    expect(await call('GET', '/api/things/7/')).toMatchObject({ status: 200, body: 'one 7' });
  });

  it('finds a path without parameters without testing the patterns of every route', async () => {
    matched = 0;
    await call('GET', '/api/things/');
    await call('POST', '/api/things');
    expect(matched).toBe(0);
    await call('GET', '/api/things/7/');
    expect(matched).toBe(1);
  });

  it('leaves a fixed path to the router when an earlier route matches it too', async () => {
    dispatched.length = 0;
    expect(await call('GET', '/api/shadow/fixed/')).toMatchObject({ status: 200, body: 'pattern fixed' });
    expect(dispatched).toEqual(['GET /api/shadow/{name}/']);
  });

  it('answers another method on a known path with 405 and its methods', async () => {
    expect((await call('DELETE', '/api/things/')).status).toBe(405);
    expect(await call('OPTIONS', '/api/things/')).toMatchObject({
      status: 204,
      allow: 'HEAD, GET, POST, OPTIONS',
    });
  });
});
