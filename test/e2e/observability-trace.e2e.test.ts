// The inside of an image-to-video job's trace, recorded in memory across the whole in-process
// stack: the gateway's request, the gRPC call to studio, billing's reserve, the outbox publish,
// the worker's `process`, and inside it the input fetch, each ffmpeg/ffprobe run (with its
// argument summary, exit code and progress events), sharp, the storage reads and writes, then
// the status event back to studio and billing's capture: one trace, each step under the one that
// caused it.
import { SpanKind } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInMemoryTelemetry, type ReadableSpan } from '@platform/telemetry';
import { api, startStudioStack, waitFor, type StudioStack } from './support/studio-stack.ts';
import { makeImage } from '@platform/testkit/media';

const telemetry = startInMemoryTelemetry('studio');
let stack: StudioStack;

beforeAll(async () => {
  stack = await startStudioStack();
});

afterAll(async () => {
  await stack?.close();
  await telemetry.shutdown();
});

const I2V_ROUTE = '/api/v2/studio/projects/{project_pk}/jobs/image-to-video/';

describe('the trace of an image-to-video job', () => {
  it('holds every step, each under the step that caused it', { timeout: 180_000 }, async () => {
    const account = await stack.account('5');
    const project = await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'Trace' });
    const form = new FormData();
    form.append('file', new Blob([await makeImage(640, 360, 'jpeg')], { type: 'image/jpeg' }), 'still.jpg');
    const image = await api(stack, account, 'POST', '/api/v2/studio/assets/images/', form);
    expect(image.status).toBe(201);

    const created = await api(
      stack,
      account,
      'POST',
      `/api/v2/studio/projects/${project.body.id}/jobs/image-to-video/`,
      {
        start_frame: image.body.id,
        model_name: 'hexal_fast_i2v',
        requested_resolution: '480p',
        requested_video_duration: 2,
      },
    );
    expect(created.status).toBe(201);
    const root = telemetry.exporter
      .getFinishedSpans()
      .find(
        (span) =>
          span.kind === SpanKind.SERVER &&
          span.attributes['http.route'] === I2V_ROUTE &&
          span.attributes['http.request.method'] === 'POST',
      );
    if (!root) throw new Error('no gateway span for the create');
    const traceId = root.spanContext().traceId;
    const inTrace = () =>
      telemetry.exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
    // The capture is the last step: the job shows `completed` once the event is applied, and
    // its span ends right after; the status event's consumer span around it ends after that
    // (once the message is acknowledged). Wait for both spans rather than for the status.
    const isCapture = (span: ReadableSpan) =>
      span.kind === SpanKind.CLIENT && span.attributes['rpc.method'] === 'CaptureHold';
    const isStatusEvent = (span: ReadableSpan) =>
      span.kind === SpanKind.CONSUMER && span.name.includes('.events.');
    const captureEnded = (all: ReadableSpan[]): boolean => {
      const byId = new Map(all.map((span) => [span.spanContext().spanId, span]));
      for (const capture of all.filter(isCapture)) {
        for (
          let current = byId.get(capture.parentSpanContext?.spanId ?? '');
          current;
          current = byId.get(current.parentSpanContext?.spanId ?? '')
        ) {
          if (isStatusEvent(current)) return true;
        }
      }
      return false;
    };
    const spans = await waitFor(async () => inTrace(), captureEnded, 120_000, 100);

    const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));
    const parentOf = (span: ReadableSpan) => byId.get(span.parentSpanContext?.spanId ?? '');
    const isUnder = (span: ReadableSpan, ancestor: ReadableSpan): boolean => {
      for (let current = parentOf(span); current; current = parentOf(current))
        if (current === ancestor) return true;
      return false;
    };
    const one = (what: string, match: (span: ReadableSpan) => boolean): ReadableSpan => {
      const found = spans.filter(match);
      expect(found.length, `${what}: ${spans.map((span) => span.name).join(', ')}`).toBeGreaterThan(0);
      return found[0] as ReadableSpan;
    };

    const rpc = (kind: SpanKind, method: string) => (span: ReadableSpan) =>
      span.kind === kind && span.attributes['rpc.method'] === method;
    const createClient = one('gRPC create (client)', rpc(SpanKind.CLIENT, 'CreateImageToVideoJob'));
    const createServer = one('gRPC create (server)', rpc(SpanKind.SERVER, 'CreateImageToVideoJob'));
    const reserve = one('billing reserve (server)', rpc(SpanKind.SERVER, 'ReserveCredits'));
    const publish = one(
      'outbox publish',
      (span) =>
        span.kind === SpanKind.PRODUCER &&
        String(span.attributes['messaging.destination.name']).endsWith('jobs.image_to_video'),
    );
    const process = one(
      'worker process',
      (span) => span.kind === SpanKind.CONSUMER && span.name.endsWith('jobs.image_to_video'),
    );
    const fetchInput = one('input fetch', (span) => span.name === 'job input.fetch');
    const storageGet = one('storage read', (span) => span.name === 'storage get');
    const engine = one('engine', (span) => span.name === 'job engine');
    const sharp = one('sharp', (span) => span.name.startsWith('sharp '));
    const ffmpeg = one('ffmpeg', (span) => span.name === 'ffmpeg');
    const ffprobe = one('ffprobe', (span) => span.name === 'ffprobe');
    const store = one('output store', (span) => span.name === 'job outputs.store');
    const storagePut = one('storage write', (span) => span.name === 'storage put' && isUnder(span, store));
    const capture = one('billing capture (client)', isCapture);
    // The `completed` event studio applied: sent from inside the worker's process span.
    const statusEvent = one('status event', (span) => isStatusEvent(span) && isUnder(capture, span));

    expect(root.parentSpanContext?.spanId).toBeUndefined();
    expect(isUnder(createClient, root)).toBe(true);
    expect(isUnder(createServer, createClient)).toBe(true);
    expect(isUnder(reserve, createServer)).toBe(true);
    expect(isUnder(publish, createServer)).toBe(true);
    expect(isUnder(process, publish)).toBe(true);
    expect(isUnder(fetchInput, process)).toBe(true);
    expect(isUnder(storageGet, fetchInput)).toBe(true);
    expect(isUnder(engine, process)).toBe(true);
    expect(isUnder(sharp, engine)).toBe(true);
    expect(isUnder(ffmpeg, engine)).toBe(true);
    expect(isUnder(ffprobe, engine)).toBe(true);
    expect(isUnder(store, process)).toBe(true);
    expect(isUnder(storagePut, store)).toBe(true);
    expect(isUnder(statusEvent, process)).toBe(true);
    expect(isUnder(capture, statusEvent)).toBe(true);

    // An ffmpeg run says what it did and how it went, with its progress as events.
    expect(ffmpeg.attributes['process.exit.code']).toBe(0);
    expect(String(ffmpeg.attributes['media.args.summary'])).toMatch(/-c:v libx264/);
    expect(String(ffmpeg.attributes['media.args.summary'])).not.toContain('/');
    expect(ffmpeg.attributes['media.frames']).toBeGreaterThan(0);
    expect(typeof ffmpeg.attributes['media.speed']).toBe('number');
    const progress = ffmpeg.events.filter((event) => event.name === 'progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.attributes?.['media.progress.out_time_s']).toBeGreaterThan(0);
  });
});
