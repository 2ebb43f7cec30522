// Assembles the gateway from injected parts (billing client, config, clock, rate-limit store,
// health checkers), so tests build exactly the production pipeline in-process.
//
// Middleware order, outermost first:
//   CORS (before admission: answers a listed origin's preflight, sets its headers on every other
//   answer, refusals included) -> admission (before Koa: refuses at capacity with no other work)
//   -> request id -> server span -> access log -> error handler -> router (per route: guard
//   [auth + per-account admission + rate limits] -> body parser -> validation -> handler) -> fallback (404 / 405)
import { randomBytes } from 'node:crypto';
import type { RequestListener } from 'node:http';
import Koa from 'koa';
import type { JWTVerifyGetKey } from 'jose';
import { isDevelopment } from '@platform/config';
import { Admission, admissionSettings } from './admission/admission.ts';
import { sampleLoopDelay, type LoopDelay } from './admission/loop-delay.ts';
import { createLogger, type Logger } from '@platform/logging';
import { Authenticator } from './auth/authenticator.ts';
import { JwtService } from './auth/jwt.service.ts';
import { createBalanceReader } from './clients/balance.reader.ts';
import type { BillingClient } from './clients/billing.client.ts';
import type { GatewayConfig } from './config.ts';
import { buildOpenApiDocument } from './http/openapi.ts';
import type { RouteDefinition } from './http/route.ts';
import { buildRouter, fallback } from './http/router.ts';
import { accessLogMiddleware } from './middleware/access-log.middleware.ts';
import { corsListener } from './middleware/cors.middleware.ts';
import { routeGuard } from './middleware/auth.middleware.ts';
import { errorHandlerMiddleware } from './middleware/error-handler.middleware.ts';
import { clientAddressLimit, limitAccount } from './middleware/rate-limit.middleware.ts';
import { requestIdMiddleware } from './middleware/request-id.middleware.ts';
import { httpMetricsMiddleware } from './middleware/http-metrics.middleware.ts';
import { serverSpanMiddleware } from './middleware/server-span.middleware.ts';
import { MemoryRateLimitStore } from './rate-limit/memory.store.ts';
import type { RateLimitStore } from './rate-limit/rate-limit.store.ts';
import { RateLimiter, policyFromConfig } from './rate-limit/rate-limiter.ts';
import { accountRoutes } from './routes/account.routes.ts';
import { authRoutes } from './routes/auth.routes.ts';
import { docsRoutes } from './routes/docs.routes.ts';
import { startBackendMonitor } from './clients/backend-health.monitor.ts';
import { healthRoutes, readinessOf, type BackendHealth, type Readiness } from './routes/health.routes.ts';

export interface GatewayDeps {
  config: GatewayConfig;
  /** Owned by the gateway from now on: `close()` closes it. */
  billing: BillingClient;
  logger?: Logger;
  /** Milliseconds since the epoch; drives token expiry, caches and rate limits. */
  clock?: () => number;
  /** Default: in this process. Owned by the gateway (`close()` closes it). */
  rateLimitStore?: RateLimitStore;
  /** Backends /healthz checks; their checkers are closed by `close()` when they have `close`. */
  backends?: (BackendHealth & { checker: { close?(): void } })[];
  /** Routes of further areas, mounted after the built-in ones. */
  routes?: (context: RouteContext) => RouteDefinition[];
  /** Key set of the external identity provider (tests); default fetched from JWT_JWKS_URL. */
  externalKeySet?: JWTVerifyGetKey;
  /** The event loop's delay for admission control (tests); default sampled in this process. */
  loopDelay?: LoopDelay;
}

/** What area route factories receive. */
export interface RouteContext {
  billing: BillingClient;
  config: GatewayConfig;
  clock: () => number;
  logger: Logger;
}

export interface Gateway {
  app: Koa;
  /** A request listener for `http.createServer`. */
  callback(): RequestListener;
  /** The OpenAPI 3.1 document served at /api/schema/. */
  openapi: Record<string, unknown>;
  authenticator: Authenticator;
  admission: Admission;
  /** /healthz's answer now (what the probe thread serves on the probe port). */
  readiness(): Promise<Readiness>;
  /** From now on /healthz answers 503, so load balancers stop sending new requests. */
  drain(): void;
  /** Drains and releases the injected resources (billing client, health checkers, rate-limit store). */
  close(): Promise<void>;
}

export const API_TITLE = 'Media Generation and Real Estate Video Service';
export const API_VERSION = '1.1.0';

function jwtSecret(config: GatewayConfig, logger: Logger): string | Uint8Array {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (!isDevelopment(config)) throw new Error('JWT_SECRET is required outside development and test');
  logger.warn('JWT_SECRET is not set: using a random per-process secret (tokens do not survive a restart)');
  return randomBytes(32);
}

export function createGateway(deps: GatewayDeps): Gateway {
  const { config, billing } = deps;
  const logger = deps.logger ?? createLogger('gateway', config.LOG_LEVEL);
  const clock = deps.clock ?? Date.now;
  const backends = deps.backends ?? [];
  let draining = false;

  const jwt = new JwtService({
    secret: jwtSecret(config, logger),
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    ttlSeconds: config.JWT_TTL_SECONDS,
    now: clock,
    external:
      config.JWT_JWKS_URL && config.JWT_EXTERNAL_ISSUER && config.JWT_EXTERNAL_AUDIENCE
        ? {
            jwksUrl: config.JWT_JWKS_URL,
            issuer: config.JWT_EXTERNAL_ISSUER,
            audience: config.JWT_EXTERNAL_AUDIENCE,
            accountClaim: config.JWT_ACCOUNT_CLAIM,
            algorithms: config.JWT_EXTERNAL_ALGORITHMS,
            keySet: deps.externalKeySet,
          }
        : undefined,
  });
  const authenticator = new Authenticator({
    billing,
    jwt,
    now: clock,
    positiveTtlMs: config.AUTH_CACHE_TTL_MS,
    negativeTtlMs: config.AUTH_NEGATIVE_CACHE_TTL_MS,
    maxEntries: config.AUTH_CACHE_MAX_ENTRIES,
  });
  const limiter = new RateLimiter(
    deps.rateLimitStore ?? new MemoryRateLimitStore(),
    policyFromConfig(config),
    clock,
  );
  const clientAddress = clientAddressLimit(limiter, clock);
  const loopDelay = deps.loopDelay ?? sampleLoopDelay();
  const admission = new Admission(admissionSettings(config), loopDelay, logger, deps.clock);

  const backendMonitor = startBackendMonitor(backends, {
    refreshMs: config.HEALTH_REFRESH_MS,
    deadlineMs: config.HEALTH_CHECK_DEADLINE_MS,
    timeoutsInARow: config.HEALTH_TIMEOUTS_IN_A_ROW,
    loopLateMs: () => loopDelay.current(),
  });
  let openapi: Record<string, unknown> = {};
  const routes: RouteDefinition[] = [
    ...healthRoutes({ backends: backendMonitor, isDraining: () => draining }),
    ...docsRoutes({ document: () => openapi }),
    ...authRoutes({ jwt }),
    ...accountRoutes({ balances: createBalanceReader(billing) }),
    ...(deps.routes?.({ billing, config, clock, logger }) ?? []),
  ];
  openapi = buildOpenApiDocument(routes, {
    title: API_TITLE,
    version: API_VERSION,
    description: 'Authenticate with `Authorization: Token <API_KEY>` or `Authorization: Bearer <JWT>`.',
    serverUrl: config.PUBLIC_BASE_URL,
  });
  const router = buildRouter({
    routes,
    guard: routeGuard({
      authenticator,
      clientAddress,
      limitAccount: limitAccount(limiter),
      admitAccount: (ctx, accountId) => admission.admitAccount(ctx.req, ctx.res, accountId),
    }),
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
  });

  // Only the entries our own proxies appended count: a client can put anything on the left.
  const app = new Koa({ proxy: config.TRUST_PROXY, maxIpsCount: config.TRUST_PROXY_HOPS });
  app.use(requestIdMiddleware());
  app.use(serverSpanMiddleware({ trustInboundContext: config.TRUST_PROXY }));
  app.use(httpMetricsMiddleware());
  app.use(accessLogMiddleware(logger));
  app.use(errorHandlerMiddleware(logger));
  app.use(router.dispatch);
  app.use(fallback(router.router, clientAddress.charge));
  // Errors that escape the pipeline (e.g. a socket failing while a response streams).
  app.on('error', (err: unknown) => logger.error({ err }, 'unhandled HTTP error'));

  return {
    app,
    callback: () => corsListener(config.CORS_ALLOWED_ORIGINS, admission.listener(app.callback())),
    openapi,
    authenticator,
    admission,
    async readiness() {
      return readinessOf(await backendMonitor.states(), draining);
    },
    drain() {
      draining = true;
    },
    async close() {
      draining = true;
      loopDelay.stop();
      billing.close();
      backendMonitor.stop();
      for (const backend of backends) backend.checker.close?.();
      await limiter.close();
    },
  };
}
