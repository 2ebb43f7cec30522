// The platform's service level objectives, as data: what each promises, over which requests or
// jobs, and the PromQL of its bad and valid events over a window. `scripts/gen-slo-rules.ts`
// turns this into helm/media-platform/files/slo-rules.yaml (recording rules and burn-rate
// alerts), the one rule file the chart renders and promtool, the e2e Prometheus and `npm start`
// load. docs/operations.md ("Objectives") explains each; keep the two in step
// (test/deploy/slo-rules.test.ts checks the numbers).

/** Every objective is met over this many days; its error budget is 1 - objective over them. */
export const SLO_PERIOD_DAYS = 30;

/**
 * Multi-window, multi-burn-rate alerting (the SRE workbook's pattern): an alert holds while the
 * budget burns at `factor` times the sustainable rate over both the long and the short window
 * (the short one makes it stop soon after the burn does).
 */
export interface BurnWindow {
  long: string;
  short: string;
  factor: number;
}

export const PAGE: { windows: BurnWindow[]; for: string; severity: 'critical' } = {
  windows: [
    { long: '1h', short: '5m', factor: 14.4 }, // 2 % of a 30-day budget in an hour
    { long: '6h', short: '30m', factor: 6 }, // 5 % in six hours
  ],
  for: '2m',
  severity: 'critical',
};

export const TICKET: { windows: BurnWindow[]; for: string; severity: 'warning' } = {
  windows: [{ long: '3d', short: '6h', factor: 1 }], // 10 % in three days
  for: '10m',
  severity: 'warning',
};

/** Every window a ratio is recorded over: the alerts' and the period's (the dashboard's budget). */
export const RECORDED_WINDOWS = ['5m', '30m', '1h', '6h', '3d', `${SLO_PERIOD_DAYS}d`];

export interface Indicator {
  /** Extra labels of the recorded series (`route_class`). */
  labels: Record<string, string>;
  /** PromQL of the bad events per second over `window`. */
  bad(window: string): string;
  /** PromQL of the valid events per second over `window`. */
  valid(window: string): string;
}

export interface Objective {
  /** The `slo` label of its recorded series. */
  slo: string;
  /** Alert name stem: `MediaPlatform<name>BudgetBurn` pages, `...BudgetBurnTicket` files a ticket. */
  name: string;
  /** Share of valid events that must be good over the period. */
  objective: number;
  /** Labels the indicator is kept apart by (each value has its own budget and alerts). */
  by: string[];
  /** What a burn means, for the alert summary (Prometheus templates allowed). */
  summary: string;
  indicators: Indicator[];
}

const rate = (selector: string, window: string) => `rate(${selector}[${window}])`;
const sumBy = (by: string[], inner: string) =>
  by.length ? `sum by (${by.join(', ')}) (${inner})` : `sum(${inner})`;

// API route classes by route template and method (the gateway's http.route). Uploads carry a
// file in the request body; creates are every other write (new resources, jobs, cancels); reads
// are GETs, without the event stream (a request that lasts as long as the client listens).
const UPLOAD_ROUTES = '.*/assets/(images|videos|audio)/|/api/videos/|.*/profile-photo/|.*/logo/';
const NOT_SERVED = 'unmatched|/livez|/healthz|/metrics';
const ROUTE_CLASSES: { name: string; selector: string; latencySeconds: string }[] = [
  {
    name: 'reads',
    selector: `http_request_method="GET", http_route!~"/api/v2/events/|${NOT_SERVED}"`,
    latencySeconds: '0.5',
  },
  {
    name: 'creates',
    selector: `http_request_method=~"POST|PUT|PATCH|DELETE", http_route!~"${UPLOAD_ROUTES}|${NOT_SERVED}"`,
    latencySeconds: '1',
  },
  {
    name: 'uploads',
    selector: `http_request_method=~"POST|PUT", http_route=~"${UPLOAD_ROUTES}"`,
    latencySeconds: '30',
  },
];

const requests = (selector: string) => `http_server_request_duration_count{${selector}}`;
const fastRequests = (selector: string, le: string) =>
  `http_server_request_duration_bucket{${selector}, le="${le}"}`;

/** Jobs that ended for a reason the platform answers for: cancelled ones are left out. */
const ENDED = 'job_status=~"completed|failed|expired"';
const QUEUE_WAIT_SECONDS = '120';
const WEBHOOK_SECONDS = '60';
/** Seconds of video made per second of engine time below which a render is too slow. */
const RENDER_MIN_SPEED = '0.5';

export const OBJECTIVES: Objective[] = [
  {
    slo: 'api-availability',
    name: 'ApiAvailability',
    objective: 0.999,
    by: [],
    summary: 'API {{ $labels.route_class }} answer 5xx fast enough to spend the 30-day error budget',
    indicators: ROUTE_CLASSES.map((routeClass) => ({
      labels: { route_class: routeClass.name },
      bad: (window) =>
        `sum(${rate(requests(`${routeClass.selector}, http_response_status_code=~"5.."`), window)})`,
      valid: (window) => `sum(${rate(requests(routeClass.selector), window)})`,
    })),
  },
  {
    slo: 'api-latency',
    name: 'ApiLatency',
    objective: 0.99,
    by: [],
    summary:
      'API {{ $labels.route_class }} are slower than their objective often enough to spend the 30-day error budget',
    indicators: ROUTE_CLASSES.map((routeClass) => ({
      labels: { route_class: routeClass.name },
      bad: (window) =>
        `(sum(${rate(requests(routeClass.selector), window)}) - sum(${rate(fastRequests(routeClass.selector, routeClass.latencySeconds), window)}))`,
      valid: (window) => `sum(${rate(requests(routeClass.selector), window)})`,
    })),
  },
  {
    slo: 'job-success',
    name: 'JobSuccess',
    objective: 0.99,
    by: ['job_kind'],
    summary: '{{ $labels.job_kind }} jobs fail or expire fast enough to spend the 30-day error budget',
    indicators: [
      {
        labels: {},
        bad: (window) => sumBy(['job_kind'], rate('jobs_ended_total{job_status=~"failed|expired"}', window)),
        valid: (window) => sumBy(['job_kind'], rate(`jobs_ended_total{${ENDED}}`, window)),
      },
    ],
  },
  {
    slo: 'job-queue-wait',
    name: 'JobQueueWait',
    objective: 0.95,
    by: ['job_kind'],
    summary: `{{ $labels.job_kind }} jobs wait more than ${QUEUE_WAIT_SECONDS} s for a worker often enough to spend the 30-day error budget`,
    indicators: [
      {
        labels: {},
        bad: (window) =>
          `(${sumBy(['job_kind'], rate('jobs_queue_wait_count', window))} - ${sumBy(['job_kind'], rate(`jobs_queue_wait_bucket{le="${QUEUE_WAIT_SECONDS}"}`, window))})`,
        valid: (window) => sumBy(['job_kind'], rate('jobs_queue_wait_count', window)),
      },
    ],
  },
  {
    slo: 'webhook-delivery',
    name: 'WebhookDelivery',
    objective: 0.99,
    by: [],
    summary: `Webhook events are not delivered within ${WEBHOOK_SECONDS} s often enough to spend the 30-day error budget`,
    indicators: [
      {
        labels: {},
        // `or vector(0)`: with no delivery made in time the good series is absent, not zero.
        bad: (window) =>
          `(sum(${rate('webhooks_delivery_first_attempt_lag_count', window)}) - (sum(${rate(`webhooks_delivery_first_attempt_lag_bucket{webhook_outcome="delivered", le="${WEBHOOK_SECONDS}"}`, window)}) or vector(0)))`,
        valid: (window) => `sum(${rate('webhooks_delivery_first_attempt_lag_count', window)})`,
      },
    ],
  },
  {
    slo: 'render-speed',
    name: 'RenderSpeed',
    objective: 0.95,
    by: [],
    summary: `Listing renders run slower than ${RENDER_MIN_SPEED}x real time often enough to spend the 30-day error budget`,
    indicators: [
      {
        labels: {},
        bad: (window) =>
          `sum(${rate(`jobs_engine_speed_bucket{job_kind="render", le="${RENDER_MIN_SPEED}"}`, window)})`,
        valid: (window) => `sum(${rate('jobs_engine_speed_count{job_kind="render"}', window)})`,
      },
    ],
  },
];

/** The error budget as a share of valid events, e.g. 0.001 for 99.9 %, without float noise. */
export const budgetOf = (objective: Objective): number => Number((1 - objective.objective).toPrecision(6));

/** The fragment of the runbook (docs/operations.md) an objective's alerts link to. */
export const runbookAnchor = (objective: Objective): string =>
  `mediaplatform${objective.name.toLowerCase()}budgetburn`;
