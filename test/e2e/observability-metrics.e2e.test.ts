// What an operator's Prometheus sees: `/metrics` scraped before and after a few jobs through the
// gateway (one completed image-to-video, one that fails because its input vanished from storage,
// one text-to-image cancelled while queued), and each job counter and histogram moves by exactly
// what happened: created, started, ended by status, queue waits and run times, credits reserved,
// captured and released, the dead letter, the engine's speed, and the requests and calls behind.
// The OpenMetrics scrape's histogram exemplars lead to the trace of the request (and of the job)
// that made the observation.
import { SpanKind } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer, type MetricsServer } from '@platform/runtime';
import { parsePrometheusText, startInMemoryTelemetry, sumSamples, type Sample } from '@platform/telemetry';
import {
  api,
  startStudioStack,
  waitFor,
  type Account,
  type JsonBody,
  type StudioStack,
} from './support/studio-stack.ts';
import { makeImage } from '@platform/testkit/media';

// Registered before anything records: one provider for the whole in-process stack.
const telemetry = startInMemoryTelemetry('studio');
let stack: StudioStack;
let metricsServer: MetricsServer;

beforeAll(async () => {
  // No worker at first, so the job to cancel is certainly still queued when it is cancelled.
  stack = await startStudioStack({ worker: false });
  metricsServer = await startMetricsServer({ port: 0, host: '127.0.0.1', metrics: telemetry.metrics });
});

afterAll(async () => {
  await metricsServer?.close();
  await stack?.close();
  await telemetry.shutdown();
});

async function scrape(accept?: string): Promise<Sample[]> {
  const answer = await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`, {
    headers: accept ? { accept } : {},
  });
  expect(answer.status).toBe(200);
  return parsePrometheusText(await answer.text());
}

/** The gateway's SERVER span of the request that answered with this X-Request-Id. */
function requestSpan(headers: Headers) {
  const requestId = headers.get('x-request-id');
  const span = telemetry.exporter
    .getFinishedSpans()
    .find(
      (candidate) =>
        candidate.kind === SpanKind.SERVER && candidate.attributes['http.request.id'] === requestId,
    );
  if (!span) throw new Error(`no gateway span for request ${requestId}`);
  return span.spanContext();
}

const i2vPath = (project: string) => `/api/v2/studio/projects/${project}/jobs/image-to-video/`;
const t2iPath = (project: string) => `/api/v2/studio/projects/${project}/jobs/text-to-image/`;
const ended = (job: JsonBody): boolean => !['queued', 'processing'].includes(job.status);

async function uploadStill(account: Account, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([await makeImage(640, 360, 'jpeg')], { type: 'image/jpeg' }), name);
  const answer = await api(stack, account, 'POST', '/api/v2/studio/assets/images/', form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
}

describe('metrics scraped around a few jobs', () => {
  it('move by exactly what happened', { timeout: 180_000 }, async () => {
    const account = await stack.account('10');
    const project = await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'Metrics' });
    const projectId = project.body.id as string;
    const goodImage = await uploadStill(account, 'good.jpg');
    const lostImage = await uploadStill(account, 'lost.jpg');
    // The asset row stays; its stored file is gone, so the worker fails the job at once.
    const lost = await api(stack, account, 'GET', `/api/v2/studio/assets/images/${lostImage}/`);
    await stack.storage.remove(
      decodeURIComponent(new URL(lost.body.file).pathname).slice(`/${stack.s3.bucket}/`.length),
    );

    const before = await scrape();

    const toCancel = await api(stack, account, 'POST', t2iPath(projectId), {
      prompt: 'a quiet harbour',
      model_name: 'nebula_t2i',
      model_config: { width: 256, height: 256 },
    });
    expect(toCancel.status).toBe(201);
    const cancelled = await api(stack, account, 'POST', `${t2iPath(projectId)}${toCancel.body.id}/cancel/`);
    expect(cancelled.status).toBe(200);

    const i2v = (image: string) => ({
      start_frame: image,
      model_name: 'hexal_fast_i2v',
      requested_resolution: '480p',
      requested_video_duration: 2,
    });
    const good = await api(stack, account, 'POST', i2vPath(projectId), i2v(goodImage));
    const bad = await api(stack, account, 'POST', i2vPath(projectId), i2v(lostImage));
    expect([good.status, bad.status]).toEqual([201, 201]);
    const i2vCost = Number(good.body.cost_credits);
    await stack.startWorker();
    const read = (id: string) =>
      api(stack, account, 'GET', `${i2vPath(projectId)}${id}/`).then((answer) => answer.body);
    const goodJob = await waitFor(() => read(good.body.id), ended, 120_000);
    const badJob = await waitFor(() => read(bad.body.id), ended, 120_000);
    expect([goodJob.status, badJob.status]).toEqual(['completed', 'failed']);
    // The status events and the dead letter are counted as they are applied; the job rows show
    // the end first, so wait for the counters rather than assume they are there.
    // Deliveries are counted once acknowledged, which can be just after the event's effect, and
    // the public event an applied status event wrote leaves the outbox just after its commit.
    const consumed = {
      messaging_nats_kind: 'image_to_video',
      messaging_consumer_group_name: 'media-worker-image_to_video',
    };
    const statusEvents = {
      messaging_nats_kind: 'studio.job-status',
      messaging_consumer_group_name: 'studio',
    };
    const grown = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
      sumSamples(samples, name, labels) - sumSamples(before, name, labels);
    const after = await waitFor(
      scrape,
      (samples) =>
        grown(samples, 'jobs_ended_total') >= 3 &&
        grown(samples, 'messaging_client_consumed_messages_total', consumed) >= 2 &&
        grown(samples, 'messaging_client_consumed_messages_total', statusEvents) >= 4 &&
        sumSamples(samples, 'messaging_outbox_backlog') === 0,
      60_000,
      200,
    );

    const moved = (name: string, labels: Record<string, string> = {}) => grown(after, name, labels);
    const i2vLabels = { job_kind: 'image_to_video', job_model: 'hexal_fast_i2v', job_owner: 'studio' };
    const t2iLabels = { job_kind: 'text_to_image', job_model: 'nebula_t2i', job_owner: 'studio' };

    expect(moved('jobs_created_total', i2vLabels)).toBe(2);
    expect(moved('jobs_created_total', t2iLabels)).toBe(1);
    expect(moved('jobs_started_total', i2vLabels)).toBe(2);
    expect(moved('jobs_started_total', t2iLabels)).toBe(0);
    expect(moved('jobs_ended_total', { ...i2vLabels, job_status: 'completed' })).toBe(1);
    expect(moved('jobs_ended_total', { ...i2vLabels, job_status: 'failed' })).toBe(1);
    expect(moved('jobs_ended_total', { ...t2iLabels, job_status: 'cancelled' })).toBe(1);
    expect(moved('jobs_ended_total', { job_status: 'expired' })).toBe(0);
    // Histograms: one observation per job that waited in the queue and then ran.
    expect(moved('jobs_queue_wait_count', i2vLabels)).toBe(2);
    expect(moved('jobs_queue_wait_count', t2iLabels)).toBe(0);
    expect(moved('jobs_run_duration_count', i2vLabels)).toBe(2);
    expect(moved('jobs_run_duration_count', t2iLabels)).toBe(0);
    expect(moved('jobs_queue_wait_sum', i2vLabels)).toBeGreaterThan(0);
    // Credits: reserved for all three, captured for the completed one, released for the other two.
    const t2iCost = Number(toCancel.body.cost_credits);
    expect(moved('jobs_credits_total', { ...i2vLabels, credits_movement: 'reserved' })).toBeCloseTo(
      2 * i2vCost,
      6,
    );
    expect(moved('jobs_credits_total', { ...t2iLabels, credits_movement: 'reserved' })).toBeCloseTo(
      t2iCost,
      6,
    );
    expect(moved('jobs_credits_total', { ...i2vLabels, credits_movement: 'captured' })).toBeCloseTo(
      i2vCost,
      6,
    );
    expect(moved('jobs_credits_total', { ...i2vLabels, credits_movement: 'released' })).toBeCloseTo(
      i2vCost,
      6,
    );
    expect(moved('jobs_credits_total', { ...t2iLabels, credits_movement: 'released' })).toBeCloseTo(
      t2iCost,
      6,
    );
    // The worker's side: one engine run measured, one dead letter for the job that failed.
    expect(moved('jobs_engine_speed_count', { job_kind: 'image_to_video' })).toBe(1);
    expect(
      moved('messaging_nats_dead_letters_total', { messaging_nats_dead_letter_reason: 'non_retryable' }),
    ).toBe(1);
    expect(
      moved('jobs_worker_attempt_duration_count', { job_kind: 'image_to_video', outcome: 'completed' }),
    ).toBe(1);
    // Deliveries: each image-to-video job's message once (acknowledged, or dead-lettered), no
    // redelivery, and studio applied a start and an end event for each.
    expect(
      moved('messaging_client_consumed_messages_total', { ...consumed, messaging_nats_outcome: 'acked' }),
    ).toBe(1);
    expect(
      moved('messaging_client_consumed_messages_total', {
        ...consumed,
        messaging_nats_outcome: 'dead_lettered',
      }),
    ).toBe(1);
    expect(moved('messaging_process_duration_count', consumed)).toBe(2);
    expect(
      moved('messaging_client_consumed_messages_total', { ...statusEvents, messaging_nats_outcome: 'acked' }),
    ).toBe(4);
    expect(moved('messaging_client_consumed_messages_total', statusEvents)).toBe(4);
    expect(moved('messaging_nats_redeliveries_total')).toBe(0);
    // ffmpeg ran for the completed job (the render, then the probe of what it wrote).
    expect(
      moved('media_process_duration_count', { process_executable_name: 'ffmpeg', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
    // The requests behind it: three creates (by route template, never by id) and one cancel.
    expect(
      moved('http_server_request_duration_count', {
        http_request_method: 'POST',
        http_route: '/api/v2/studio/projects/{project_pk}/jobs/image-to-video/',
        http_response_status_code: '201',
      }),
    ).toBe(2);
    expect(
      moved('rpc_server_call_duration_count', {
        rpc_method: 'CreateImageToVideoJob',
        rpc_grpc_status_code: '0',
      }),
    ).toBe(2);
    // Gauges read from the servers at scrape time: nothing waits once the jobs are done.
    const present = (name: string) => after.filter((sample) => sample.name === name);
    expect(present('messaging_outbox_backlog').length).toBeGreaterThan(0);
    expect(sumSamples(after, 'messaging_outbox_backlog')).toBe(0);
    expect(sumSamples(after, 'messaging_outbox_oldest_age')).toBe(0);
    expect(present('messaging_nats_consumer_pending').length).toBeGreaterThan(0);
    expect(sumSamples(after, 'messaging_nats_dead_letters_stored')).toBe(1);
    for (const name of [
      'nodejs_eventloop_delay_p99',
      'v8js_memory_heap_used',
      'process_memory_usage',
      'process_cpu_time_total',
    ]) {
      expect(present(name).length, name).toBeGreaterThan(0);
    }

    // Exemplars: the Prometheus text has none; OpenMetrics (as Prometheus asks for it) has the
    // latest traced observation of each bucket. The image-to-video creates' series leads to the
    // gateway span of one of the two creates, and the last create (bad) is certainly there: no
    // later request of that series could take its bucket.
    expect(after.some((sample) => sample.exemplar)).toBe(false);
    const open = await scrape(
      'application/openmetrics-text;version=1.0.0;q=0.5,text/plain;version=0.0.4;q=0.2',
    );
    const creates = [requestSpan(good.headers), requestSpan(bad.headers)];
    const exemplarsOf = (name: string, labels: Record<string, string>) =>
      open
        .filter(
          (sample) =>
            sample.name === name &&
            Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
        )
        .flatMap((sample) => (sample.exemplar ? [sample.exemplar.labels] : []));
    const createExemplars = exemplarsOf('http_server_request_duration_bucket', {
      http_request_method: 'POST',
      http_route: '/api/v2/studio/projects/{project_pk}/jobs/image-to-video/',
      http_response_status_code: '201',
    });
    expect(createExemplars.length).toBeGreaterThan(0);
    for (const exemplar of createExemplars)
      expect(creates.map((span) => ({ trace_id: span.traceId, span_id: span.spanId }))).toContainEqual(
        exemplar,
      );
    expect(createExemplars).toContainEqual({ trace_id: creates[1]?.traceId, span_id: creates[1]?.spanId });
    // A job's queue wait is observed when its start event is applied, inside the job's trace:
    // the exemplar leads to the create request's trace.
    const waitExemplars = exemplarsOf('jobs_queue_wait_bucket', i2vLabels);
    expect(waitExemplars.length).toBeGreaterThan(0);
    for (const exemplar of waitExemplars)
      expect(creates.map((span) => span.traceId)).toContain(exemplar.trace_id);
  });
});
