// Admission control: a request is admitted only while the process has capacity for it, and is
// otherwise refused at once with 503, `Retry-After` and the spec's error body, before any work is
// done for it (no span, access log, auth or body parsing: a refusal costs about as much as the
// HTTP parsing that precedes it). Requests fall in lanes with bounds of their own, so that one
// kind cannot starve another: health probes (never behind API traffic), event streams (long
// lived), uploads (long, and heavy on memory and storage) and everything else (the API). The API
// lane is bounded per process and, once the caller is authenticated and the lane is under
// pressure, per account, so one tenant cannot take all of it. The process bounds are per replica (docs/decisions.md, "Admission control").
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { AT_CAPACITY_MESSAGE } from '@platform/errors';
import type { Logger } from '@platform/logging';
import { admissionInstruments } from './admission.metrics.ts';
import { writeErrorAnswer } from './error-answer.ts';
import type { LoopDelay } from './loop-delay.ts';
import { KeyedSlots, Slots } from './slots.ts';

export type Lane = 'api' | 'upload' | 'stream' | 'health';
type Reason = 'in_flight' | 'account' | 'loop_delay';

export interface AdmissionSettings {
  /** API requests in flight in this process. */
  maxInFlight: number;
  /** API requests in flight per account in this process. */
  maxInFlightPerAccount: number;
  /** Multipart uploads in flight in this process, and per account. */
  maxUploads: number;
  maxUploadsPerAccount: number;
  /** Open event streams in this process (per account: EVENTS_MAX_STREAMS_PER_ACCOUNT, in the route). */
  maxStreams: number;
  /** Probes in flight (a flood of them must not become the overload). */
  maxHealth: number;
  /** New requests (not probes) are refused while the event loop is this many ms late. */
  maxLoopDelayMs: number;
  retryAfterSeconds: number;
}

export const admissionSettings = (config: {
  ADMISSION_MAX_IN_FLIGHT: number;
  ADMISSION_MAX_IN_FLIGHT_PER_ACCOUNT: number;
  ADMISSION_MAX_LOOP_DELAY_MS: number;
  ADMISSION_RETRY_AFTER_SECONDS: number;
  UPLOADS_MAX_IN_FLIGHT: number;
  UPLOADS_MAX_IN_FLIGHT_PER_ACCOUNT: number;
  EVENTS_MAX_STREAMS: number;
  HEALTH_MAX_IN_FLIGHT: number;
}): AdmissionSettings => ({
  maxInFlight: config.ADMISSION_MAX_IN_FLIGHT,
  maxInFlightPerAccount: config.ADMISSION_MAX_IN_FLIGHT_PER_ACCOUNT,
  maxUploads: config.UPLOADS_MAX_IN_FLIGHT,
  maxUploadsPerAccount: config.UPLOADS_MAX_IN_FLIGHT_PER_ACCOUNT,
  maxStreams: config.EVENTS_MAX_STREAMS,
  maxHealth: config.HEALTH_MAX_IN_FLIGHT,
  maxLoopDelayMs: config.ADMISSION_MAX_LOOP_DELAY_MS,
  retryAfterSeconds: config.ADMISSION_RETRY_AFTER_SECONDS,
});

/**
 * The API lane's burst allowance (slots.ts, BurstAllowance): up to four times the bound during the
 * first 100 ms of an episode of a full bound, the wait the loop-delay signal also takes for an
 * overload. Four times 128 covers what arrives during a stall of 300 ms at a fifth of today's
 * capacity.
 */
const BURST_FACTOR = 4;
const STANDING_QUEUE_MS = 100;

/** At most one warning about per-account refusals this often (they are counted in the metric). */
const ACCOUNT_WARNING_INTERVAL_MS = 10_000;

const HEALTH_PATHS = new Set(['/livez', '/healthz', '/livez/', '/healthz/']);
const EVENTS_PATH = '/api/v2/events';

/** The lane of a request, from its method, target and content type only (no routing yet). */
export function laneOf(
  method: string | undefined,
  url: string | undefined,
  contentType: string | undefined,
): Lane {
  const target = url ?? '/';
  const query = target.indexOf('?');
  const path = query < 0 ? target : target.slice(0, query);
  if (HEALTH_PATHS.has(path)) return 'health';
  if ((method === 'GET' || method === 'HEAD') && (path === EVENTS_PATH || path === `${EVENTS_PATH}/`))
    return 'stream';
  if (contentType !== undefined && contentType.toLowerCase().startsWith('multipart/')) return 'upload';
  return 'api';
}

// One attributes object per combination: the counters are touched on every request.
const attributes = {
  admitted: Object.fromEntries(
    (['api', 'upload', 'stream', 'health'] as const).map((lane) => [lane, { lane, outcome: 'admitted' }]),
  ),
  lane: Object.fromEntries((['api', 'upload', 'stream', 'health'] as const).map((lane) => [lane, { lane }])),
  refused: (lane: Lane, reason: Reason) =>
    (refusedAttributes[`${lane}:${reason}`] ??= { lane, outcome: 'refused', reason }),
} as const;
const refusedAttributes: Record<string, Record<string, string>> = {};

export class Admission {
  readonly settings: AdmissionSettings;
  readonly #loopDelay: LoopDelay | undefined;
  readonly #process: Record<Lane, Slots>;
  readonly #accounts: Partial<Record<Lane, KeyedSlots>>;
  readonly #busyFloor: number;

  readonly #logger: Pick<Logger, 'warn'> | undefined;

  /** `now`: milliseconds for the API lane's burst allowance (default the monotonic clock). */
  constructor(
    settings: AdmissionSettings,
    loopDelay?: LoopDelay,
    logger?: Pick<Logger, 'warn'>,
    now: () => number = () => performance.now(),
  ) {
    this.settings = settings;
    this.#retryAfter = String(settings.retryAfterSeconds);
    this.#logger = logger;
    this.#loopDelay = loopDelay;
    this.#process = {
      // A burst after a stall may go beyond the bound for a moment; a queue that stands may not.
      api: new Slots(settings.maxInFlight, {
        max: BURST_FACTOR * settings.maxInFlight,
        standingMs: STANDING_QUEUE_MS,
        now,
      }),
      upload: new Slots(settings.maxUploads),
      stream: new Slots(settings.maxStreams),
      health: new Slots(settings.maxHealth),
    };
    this.#busyFloor = Math.ceil(settings.maxInFlight / 4);
    this.#accounts = {
      api: new KeyedSlots(settings.maxInFlightPerAccount),
      upload: new KeyedSlots(settings.maxUploadsPerAccount),
    };
  }

  /** Requests in flight in a lane (tests, benchmarks). */
  inFlight(lane: Lane): number {
    return this.#process[lane].inFlight;
  }

  /** The app's request listener behind the per-process bounds. */
  listener(inner: RequestListener): RequestListener {
    return (req, res) => {
      const lane = laneOf(req.method, req.url, req.headers['content-type']);
      // Probes skip the loop-delay signal: they are what must answer while the loop is busy. The
      // signal counts only while the API has a quarter of its bound in flight, and only when the
      // loop has been late on two samples running: a late loop in a quiet process (start-up, a
      // collection, a test's own work) or one late turn is no overload.
      if (
        lane !== 'health' &&
        this.#loopDelay !== undefined &&
        this.#process.api.inFlight >= this.#busyFloor &&
        this.#loopDelay.sustained() > this.settings.maxLoopDelayMs
      ) {
        return this.#refuse(res, lane, 'loop_delay');
      }
      const release = this.#process[lane].tryAcquire();
      if (!release) return this.#refuse(res, lane, 'in_flight');
      this.#hold(res, lane, release);
      admissionInstruments().requests.add(1, attributes.admitted[lane]);
      inner(req, res);
    };
  }

  /**
   * The per-account bound, once the guard knows the caller's account. A tenant may use idle
   * capacity: the bound holds only while the lane is under pressure (more than half of its process
   * bound in flight), and then an account with its share (`maxInFlightPerAccount`) in flight is
   * refused, so one tenant can never take the whole lane. A refusal is answered here, as before Koa
   * (503, Retry-After, the spec's error body), and false is returned: the caller stops and sets
   * nothing else. Lanes without an account bound (health; streams, bounded per account by their
   * route) always pass.
   */
  admitAccount(req: IncomingMessage, res: ServerResponse, accountId: string): boolean {
    const lane = laneOf(req.method, req.url, req.headers['content-type']);
    const slots = this.#accounts[lane];
    if (!slots) return true;
    const process = this.#process[lane];
    const underPressure = process.inFlight * 2 > process.max && !process.bursting;
    if (underPressure && slots.inFlight(accountId) >= slots.maxPerKey) {
      this.#refuse(
        res,
        lane,
        'account',
        'Too many requests of this account are in progress. Try again shortly.',
      );
      this.#warnAccountRefused(lane, accountId);
      return false;
    }
    res.once('close', slots.acquire(accountId));
    return true;
  }

  // Per-account refusals are the overload's hot path: counted in the admission metric, and logged
  // as one warning per ACCOUNT_WARNING_INTERVAL_MS with the number refused since the last one.
  #accountRefusedSinceWarning = 0;
  #lastAccountWarningAt = Number.NEGATIVE_INFINITY;
  #warnAccountRefused(lane: Lane, accountId: string): void {
    this.#accountRefusedSinceWarning += 1;
    const now = performance.now();
    if (!this.#logger || now - this.#lastAccountWarningAt < ACCOUNT_WARNING_INTERVAL_MS) return;
    this.#logger.warn(
      {
        lane,
        account_id: accountId,
        refused: this.#accountRefusedSinceWarning,
        in_flight: this.#process[lane].inFlight,
      },
      'requests refused at the per-account admission bound',
    );
    this.#accountRefusedSinceWarning = 0;
    this.#lastAccountWarningAt = now;
  }

  #hold(res: ServerResponse, lane: Lane, release: () => void): void {
    const instruments = admissionInstruments();
    instruments.inFlight.add(1, attributes.lane[lane]);
    // 'close' comes once the answer is sent or the connection is gone, whichever is first.
    res.once('close', () => {
      release();
      instruments.inFlight.add(-1, attributes.lane[lane]);
    });
  }

  /** `Retry-After`, written once: a refusal is the overload's hot path. */
  readonly #retryAfter: string;

  #refuse(res: ServerResponse, lane: Lane, reason: Reason, message = AT_CAPACITY_MESSAGE): void {
    const started = performance.now();
    // The gateway's own time for a refusal, from the request's arrival: how late the loop runs
    // now (how long the request's bytes can have waited for this turn) plus the handling. An
    // estimate (the kernel's queues are not in it) that the client can read (Server-Timing).
    const waitedMs = this.#loopDelay?.current() ?? 0;
    const instruments = admissionInstruments();
    instruments.requests.add(1, attributes.refused(lane, reason));
    const ms = waitedMs + performance.now() - started;
    instruments.refusalMs.record(ms, attributes.lane[lane]);
    // The message as it is (no error object: capturing a stack took a tenth of a refusal's CPU).
    writeErrorAnswer(res, 503, message, {
      'Server-Timing': `admission;dur=${ms.toFixed(2)}`,
      'Retry-After': this.#retryAfter,
      // Inside Koa (the per-account bound) the request already has its id: kept.
      'X-Request-Id': String(res.getHeader('X-Request-Id') ?? randomUUID()),
    });
  }
}
