// The gateway's environment. Everything the decisions mark *configurable* (rate limits, token
// lifetime, cache windows, external issuer) is read here once and validated, so a bad value stops
// start-up with every problem listed instead of surfacing at the first request.
import {
  bool,
  commonEnv,
  loadConfig,
  natsEnv,
  nodeEnv,
  optionalPort,
  optionalString,
  port,
  positiveInt,
  s3Env,
  secretProblems,
  serviceAddressEnv,
  storageKeyEnv,
  storageKeyProblems,
  z,
} from '@platform/config';

const positiveNumber = (fallback: number) => z.coerce.number().positive().default(fallback);
const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

/** An origin as a browser sends it in `Origin` (lower-case host, no default port), or undefined when `text` is not one. */
function originOf(text: string): string | undefined {
  // scheme://host[:port] and at most a trailing slash: a path, query, fragment, credentials or
  // wildcard would never match an Origin header, so they are refused rather than ignored.
  if (!/^https?:\/\/[^/?#@*\s]+\/?$/i.test(text)) return undefined;
  try {
    return new URL(text).origin;
  } catch {
    return undefined;
  }
}

/** A comma-separated list of exact browser origins (empty: none), each normalised as browsers send it. */
const originList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const origins = new Set<string>();
    for (const part of value.split(',').map((item) => item.trim())) {
      if (part === '') continue;
      const origin = originOf(part);
      if (origin === undefined) {
        ctx.issues.push({
          code: 'custom',
          input: part,
          message: `"${part}" is not an origin: write scheme://host[:port] (http or https), with no path, query, credentials or wildcard`,
        });
      } else origins.add(origin);
    }
    return [...origins];
  });

export const gatewayEnv = {
  ...commonEnv,
  BILLING_GRPC_ADDR: serviceAddressEnv.BILLING_GRPC_ADDR,
  STUDIO_GRPC_ADDR: serviceAddressEnv.STUDIO_GRPC_ADDR,
  SHARING_GRPC_ADDR: serviceAddressEnv.SHARING_GRPC_ADDR,
  REAL_ESTATE_GRPC_ADDR: serviceAddressEnv.REAL_ESTATE_GRPC_ADDR,
  ENHANCEMENT_GRPC_ADDR: serviceAddressEnv.ENHANCEMENT_GRPC_ADDR,
  WEBHOOKS_GRPC_ADDR: serviceAddressEnv.WEBHOOKS_GRPC_ADDR,
  /** Studio media calls measure files (ffprobe, sharp) and need longer than ordinary calls. */
  STUDIO_MEDIA_DEADLINE_MS: positiveInt(120_000),
  /** Multipart uploads are streamed to this storage (staging keys) before studio measures them. */
  ...s3Env,
  /** Names the account folder of staging keys: the same value studio and the worker have. */
  ...storageKeyEnv,
  UPLOAD_MAX_IMAGE_BYTES: positiveInt(25 * 1024 * 1024),
  UPLOAD_MAX_VIDEO_BYTES: positiveInt(500 * 1024 * 1024),
  UPLOAD_MAX_AUDIO_BYTES: positiveInt(50 * 1024 * 1024),
  ...nodeEnv,
  GATEWAY_PORT: port(8080),
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  /** A second listener for /livez and /healthz only, on a thread of its own (admission/probe-thread.ts); none when unset. */
  GATEWAY_PROBE_PORT: optionalPort,
  /** Absolute base for links the gateway writes (paging, OpenAPI servers); else taken from the request. */
  PUBLIC_BASE_URL: optionalUrl,
  /** Honour X-Forwarded-For/Proto/Host and inbound trace context (only behind a trusted proxy). */
  TRUST_PROXY: bool(false),
  /** With TRUST_PROXY: how many proxies append to X-Forwarded-For; the client address is read that many entries from the right. */
  TRUST_PROXY_HOPS: positiveInt(1),
  BODY_LIMIT_BYTES: positiveInt(1024 * 1024),
  /** Browser origins answered with CORS headers (middleware/cors.middleware.ts), e.g. `https://app.example.com`; empty: CORS off. */
  CORS_ALLOWED_ORIGINS: originList,
  GRPC_DEADLINE_MS: positiveInt(5000),
  SHUTDOWN_GRACE_MS: positiveInt(10_000),

  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  AUTH_NEGATIVE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(1000),
  AUTH_CACHE_MAX_ENTRIES: positiveInt(10_000),

  JWT_SECRET: optionalString,
  JWT_ISSUER: z.string().min(1).default('media-platform'),
  JWT_AUDIENCE: z.string().min(1).default('media-platform-api'),
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  JWT_JWKS_URL: optionalUrl,
  JWT_EXTERNAL_ISSUER: optionalString,
  JWT_EXTERNAL_AUDIENCE: optionalString,
  JWT_ACCOUNT_CLAIM: z.string().min(1).default('sub'),
  JWT_EXTERNAL_ALGORITHMS: z
    .string()
    .default('RS256,ES256')
    .transform((value) =>
      value
        .split(',')
        .map((alg) => alg.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.enum(['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA']),
        )
        .min(1),
    ),

  RATE_LIMIT_ACCOUNT_PER_SECOND: positiveNumber(20),
  RATE_LIMIT_ACCOUNT_BURST: positiveInt(60),
  RATE_LIMIT_JOB_CREATE_PER_MINUTE: positiveNumber(60),
  RATE_LIMIT_JOB_CREATE_BURST: positiveInt(60),
  RATE_LIMIT_IP_PER_SECOND: positiveNumber(10),
  RATE_LIMIT_IP_BURST: positiveInt(20),
  REDIS_URL: optionalUrl,

  // Admission control (admission/admission.ts; numbers and how they were chosen: docs/decisions.md).
  // Every bound is per gateway replica: with N replicas the platform admits N times as much.
  /** API requests in flight in this replica; beyond it a request is refused at once with 503 and Retry-After. */
  ADMISSION_MAX_IN_FLIGHT: positiveInt(128),
  /** API requests in flight per account in this replica (one tenant cannot take the whole bound). */
  ADMISSION_MAX_IN_FLIGHT_PER_ACCOUNT: positiveInt(32),
  /** New requests (not health probes) are refused while the event loop runs this many ms late. */
  ADMISSION_MAX_LOOP_DELAY_MS: positiveInt(100),
  /** The Retry-After of a refusal at capacity. */
  ADMISSION_RETRY_AFTER_SECONDS: positiveInt(1),
  /** Open HTTP connections of this replica (admission/connections.ts); beyond it a new one is closed and idle ones give way. */
  GATEWAY_MAX_CONNECTIONS: positiveInt(4096),
  /** Listening sockets on GATEWAY_PORT (SO_REUSEPORT): each accepts one connection per loop turn (admission/accept-sockets.ts). */
  GATEWAY_ACCEPT_SOCKETS: z.coerce.number().int().min(1).max(64).default(8),
  /** Multipart uploads in flight in this replica, and per account. */
  UPLOADS_MAX_IN_FLIGHT: positiveInt(16),
  UPLOADS_MAX_IN_FLIGHT_PER_ACCOUNT: positiveInt(4),
  /** /livez and /healthz requests in flight (they never wait behind API traffic). */
  HEALTH_MAX_IN_FLIGHT: positiveInt(32),
  /** How often the backends' health is checked in the background; /healthz reads the last round. */
  HEALTH_REFRESH_MS: positiveInt(1000),
  /** A health check's deadline: well above a loaded backend's answer time (one that misses it is not yet unavailable). */
  HEALTH_CHECK_DEADLINE_MS: positiveInt(2500),
  /** Health checks in a row that time out before a backend whose channel is up counts as unavailable. */
  HEALTH_TIMEOUTS_IN_A_ROW: positiveInt(3),
  /** The probe port answers 503 (not alive, not ready) once the main event loop has not turned for this long. */
  GATEWAY_LIVENESS_STALL_MS: positiveInt(10_000),

  /** The bus (and its namespace) the live event stream reads job events from (connected when the first stream opens). */
  ...natsEnv,
  /** `GET /api/v2/events/`: a comment line this often keeps proxies and clients from timing out. */
  EVENTS_HEARTBEAT_MS: positiveInt(15_000),
  /** Open event streams per account (per gateway replica); the next one is a 429. */
  EVENTS_MAX_STREAMS_PER_ACCOUNT: positiveInt(5),
  /** Open event streams in this replica, all accounts together; the next one is a 503 with Retry-After. */
  EVENTS_MAX_STREAMS: positiveInt(1000),
  /** How far back `Last-Event-ID` resumes; older resume points start at the window's beginning. */
  EVENTS_RESUME_WINDOW_MS: positiveInt(60 * 60 * 1000),
  /** A client that has not taken what was written for this long is dropped (bounded memory). */
  EVENTS_SLOW_CLIENT_MS: positiveInt(30_000),
};

export type GatewayConfig = z.infer<z.ZodObject<typeof gatewayEnv>>;

/** Loads and cross-checks the gateway configuration (throws ConfigError listing every problem). */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(gatewayEnv, env, (config) => {
    const problems = [
      ...secretProblems(config, 'JWT_SECRET', config.JWT_SECRET),
      ...storageKeyProblems(config),
    ];
    if (config.JWT_JWKS_URL && (!config.JWT_EXTERNAL_ISSUER || !config.JWT_EXTERNAL_AUDIENCE)) {
      problems.push('JWT_JWKS_URL: JWT_EXTERNAL_ISSUER and JWT_EXTERNAL_AUDIENCE are required with it');
    }
    if (config.JWT_EXTERNAL_ISSUER !== undefined && config.JWT_EXTERNAL_ISSUER === config.JWT_ISSUER) {
      problems.push('JWT_EXTERNAL_ISSUER: must differ from JWT_ISSUER');
    }
    return problems;
  });
}
