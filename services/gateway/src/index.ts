// Public surface of the gateway package: the app factory and the building blocks other areas
// use to declare their routes (route declarations, paging, decimals, errors).
export {
  createGateway,
  API_TITLE,
  API_VERSION,
  type Gateway,
  type GatewayDeps,
  type RouteContext,
} from './app.ts';
export { gatewayEnv, loadGatewayConfig, type GatewayConfig } from './config.ts';
export { createBillingClient, BILLING_SERVICE, type BillingClient } from './clients/billing.client.ts';
export {
  defineRoute,
  type RouteDefinition,
  type RouteSpec,
  type RouteAuth,
  type AuthScheme,
  type HttpMethod,
} from './http/route.ts';
export {
  parsePaging,
  buildPage,
  pageLocation,
  requestOrigin,
  DEFAULT_LIMIT,
  MAX_LIMIT,
  type Page,
  type PageParams,
  type PageLocation,
} from './http/paging.ts';
export { formatDecimal } from './http/decimal.ts';
export { GatewayError, toErrorResponse } from './http/problem.ts';
export { validate, validOrThrow, fieldErrorsOf } from './http/validation.ts';
export { buildOpenApiDocument } from './http/openapi.ts';
export type { Principal, AuthMethod } from './auth/authenticator.ts';
export { MemoryRateLimitStore } from './rate-limit/memory.store.ts';
export { RedisRateLimitStore } from './rate-limit/redis.store.ts';
export { FallbackRateLimitStore } from './rate-limit/fallback.store.ts';
export type { RateLimitStore } from './rate-limit/rate-limit.store.ts';
export type { RateLimitClass } from './rate-limit/rate-limiter.ts';
