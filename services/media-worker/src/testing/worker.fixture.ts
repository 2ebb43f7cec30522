// Medium-test set-up for the worker: a unique bus namespace on the machine's NATS, a fresh S3
// (testkit), a collector of the status events the worker publishes, job builders, and clean-up.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Subscription } from '@nats-io/nats-core';
import {
  BusPublisher,
  busNames,
  connectBus,
  deleteStreams,
  ensureStreams,
  type BusConnection,
  type BusNames,
} from '@platform/bus';
import {
  jobProgressEvent,
  jobStatusEvent,
  type JobKind,
  type JobPayloads,
  type JobProgressEvent,
  type JobStatusEvent,
} from '@platform/jobs';
import { createLogger, type Logger } from '@platform/logging';
import { AccountKeys, createStorage, readAll, type Storage } from '@platform/storage';
import { TEST_STORAGE_KEY_SECRET, natsUrl, startTestS3, uniqueSuffix, type TestS3 } from '@platform/testkit';
import { startMediaWorker, type MediaWorker, type MediaWorkerOptions } from '../app.ts';
import { deleteProviderRequestStream } from '../jobs/provider-request.store.ts';

export const ACCOUNT_ID = '7';
/** The account folders the workers under test use (their STORAGE_KEY_SECRET). */
export const keys = new AccountKeys(TEST_STORAGE_KEY_SECRET);

export interface SeenEvent {
  subject: string;
  msgId: string;
  event: JobStatusEvent;
}

export interface WorkerFixture {
  prefix: string;
  names: BusNames;
  bus: BusConnection;
  s3: TestS3;
  storage: Storage;
  logger: Logger;
  /** Parent of the workers' temp dirs, so tests can check they are removed. */
  tempRoot: string;
  /** Status events in arrival order (core NATS view of the events stream). */
  events: SeenEvent[];
  /** Progress events (`events.progress.<owner>`) in arrival order. */
  progress: JobProgressEvent[];
  startWorker(overrides?: Partial<MediaWorkerOptions>): Promise<MediaWorker>;
  publishJob<K extends JobKind>(kind: K, payload: unknown, msgId?: string): Promise<string>;
  /** Writes the job's cancellation to the stream, as an owner does. */
  cancel(jobId: string): Promise<void>;
  uploadInput(bytes: Buffer, contentType?: string): Promise<string>;
  waitForEvent(predicate: (event: SeenEvent) => boolean, timeoutMs?: number): Promise<SeenEvent>;
  /** Every status event stored in the events stream, with its Nats-Msg-Id. */
  storedEvents(): Promise<SeenEvent[]>;
  download(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

export function workerOptions(
  fixture: Pick<WorkerFixture, 'prefix' | 's3' | 'logger' | 'tempRoot'>,
): MediaWorkerOptions {
  return {
    natsUrl: natsUrl(),
    busPrefix: fixture.prefix,
    storage: fixture.s3,
    keys,
    logger: fixture.logger,
    tempDir: fixture.tempRoot,
    shutdownGraceMs: 0,
  };
}

/**
 * The environment a worker process (main.ts, testing/crash-worker.ts, the end-to-end tests'
 * worker process) needs to reach a bus namespace and a bucket: this fixture's, or a test stack's.
 */
export function workerProcessEnv(fixture: {
  prefix: string;
  s3: { endpoint: string; accessKey: string; secretKey: string; region: string; bucket: string };
}): Record<string, string> {
  return {
    NATS_URL: natsUrl(),
    BUS_PREFIX: fixture.prefix,
    S3_ENDPOINT: fixture.s3.endpoint,
    S3_ACCESS_KEY: fixture.s3.accessKey,
    S3_SECRET_KEY: fixture.s3.secretKey,
    S3_REGION: fixture.s3.region,
    S3_BUCKET: fixture.s3.bucket,
    STORAGE_KEY_SECRET: TEST_STORAGE_KEY_SECRET,
  };
}

export async function openWorkerFixture(): Promise<WorkerFixture> {
  const prefix = `T_${uniqueSuffix()}`;
  const names = busNames(prefix);
  const bus = await connectBus({ url: natsUrl(), name: 'media-worker-test' });
  await ensureStreams(bus.jsm, names);
  const s3 = await startTestS3();
  const storage = createStorage(s3);
  await storage.ensureBucket();
  const logger = createLogger('media-worker-test', process.env.WORKER_TEST_LOG_LEVEL ?? 'silent');
  const tempRoot = await mkdtemp(join(tmpdir(), 'media-worker-test-'));
  const publisher = new BusPublisher(bus.js);
  const events: SeenEvent[] = [];
  const progress: JobProgressEvent[] = [];
  const workers: MediaWorker[] = [];
  const subscription: Subscription = bus.nc.subscribe(names.events.all, {
    callback: (_error, msg) => {
      if (msg.subject.startsWith(`${names.events.root}progress.`)) {
        progress.push(jobProgressEvent.parse(msg.json()));
        return;
      }
      events.push({
        subject: msg.subject,
        msgId: msg.headers?.get('Nats-Msg-Id') ?? '',
        event: jobStatusEvent.parse(msg.json()),
      });
    },
  });
  await bus.nc.flush();

  const fixture: WorkerFixture = {
    prefix,
    names,
    bus,
    s3,
    storage,
    logger,
    tempRoot,
    events,
    progress,
    async startWorker(overrides = {}) {
      const worker = await startMediaWorker({ ...workerOptions(fixture), ...overrides });
      workers.push(worker);
      return worker;
    },
    async publishJob(kind, payload, msgId = randomUUID()) {
      await publisher.publish(names.jobs.subject(kind), payload, { msgId });
      return msgId;
    },
    async cancel(jobId) {
      await publisher.publish(names.cancellations.subject(jobId), { job_id: jobId }, { msgId: randomUUID() });
    },
    async uploadInput(bytes, contentType = 'image/png') {
      const key = keys.key(ACCOUNT_ID, 'uploads', randomUUID());
      await storage.put(key, bytes, { contentType });
      return key;
    },
    async waitForEvent(predicate, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no matching event within ${timeoutMs} ms; seen: ${JSON.stringify(events.map((e) => e.event))}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async storedEvents() {
      const { state } = await bus.jsm.streams.info(names.events.stream);
      const stored: SeenEvent[] = [];
      for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq += 1) {
        const message = await bus.jsm.streams.getMessage(names.events.stream, { seq }).catch(() => null);
        if (!message || message.subject.startsWith(`${names.events.root}progress.`)) continue;
        stored.push({
          subject: message.subject,
          msgId: message.header.get('Nats-Msg-Id'),
          event: jobStatusEvent.parse(message.json()),
        });
      }
      return stored;
    },
    async download(key) {
      return readAll(await storage.getStream(key));
    },
    async close() {
      await Promise.all(workers.splice(0).map((worker) => worker.stop({ graceMs: 0 })));
      subscription.unsubscribe();
      await deleteStreams(bus.jsm, names);
      await deleteProviderRequestStream(bus.jsm, prefix);
      await bus.close();
      await s3.stop();
      await rm(tempRoot, { recursive: true, force: true });
    },
  };
  return fixture;
}

/** A valid job payload of `kind` for the test account, with a 10-minute deadline. */
export function jobPayload<K extends JobKind>(
  kind: K,
  fields: Partial<JobPayloads[K]> & Record<string, unknown> = {},
): JobPayloads[K] & { job_id: string } {
  const jobId = (fields.job_id as string | undefined) ?? `job-${randomUUID()}`;
  const base = {
    job_id: jobId,
    owner: 'studio',
    account_id: ACCOUNT_ID,
    engine_config: {},
    deadline_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    output_prefix: keys.prefix(ACCOUNT_ID, 'studio', 'jobs', jobId),
  };
  const defaults: Record<JobKind, Record<string, unknown>> = {
    text_to_image: {
      model_name: 'zephyr_t2i',
      engine: 'builtin:t2i-render',
      prompt: 'a blue sea under an orange sky',
      negative_prompt: '',
      model_config: { width: 256, height: 256 },
      num_images: 1,
    },
    image_to_text: {
      model_name: 'lumen_i2t',
      engine: 'builtin:image-describe',
      image_key: '',
      fidelity_level: 'mid',
    },
    image_to_video: {
      model_name: 'hexal_fast_i2v',
      engine: 'builtin:camera-move',
      image_key: '',
      prompt: '',
      camera_movement: 'pan_right',
      resolution: '480p',
      duration_s: 2,
      model_config: {},
    },
    voiceover: {
      model_name: 'listing_voice',
      engine: 'builtin:tts',
      text: 'Welcome to 12 Ocean Dr. It has 4 bed / 2 bath.',
      voice: { id: 'voice-1', tts_engine: 'flite', engine_voice: 'slt', language_code: 'en-US' },
    },
    render: {
      model_name: 'listing_render',
      engine: 'builtin:listing-render',
      width: 640,
      height: 360,
      branded: true,
      intro: {
        template_id: 'intro-classic',
        duration_s: 2,
        address: '12 Ocean Dr, Bondi NSW',
        price: '$2,450,000',
        facts: '4 bed · 2 bath',
        headline: null,
        hero_key: null,
      },
      outro: { template_id: 'outro-agent-card', duration_s: 2, call_to_action: null, agent: null },
      shots: [],
      voiceover: null,
      burn_captions: false,
      music: { library_id: 'evening-calm' },
      music_volume: 0.5,
      logo_key: null,
    },
    enhancement: {
      model_name: 'Upscale 2x',
      engine: 'builtin:enhance',
      input_key: '',
      input: { width: 320, height: 180, framerate: 30, n_frames: 60, has_audio: true },
      start_frame: 0,
      end_frame: 60,
      out_width: 640,
      out_height: 360,
      out_fps: 30,
      out_frames: 60,
      upscale: { algorithm: 'lanczos' },
      restore: null,
      interpolate: null,
      grain: 0,
      sharpen_strength: 0,
      stabilization_smoothing: 0,
      playback_speed: 1,
      comparison: false,
    },
  };
  return { ...base, ...defaults[kind], ...fields } as unknown as JobPayloads[K] & { job_id: string };
}

export const eventFor = (jobId: string, status?: JobStatusEvent['status']) => (seen: SeenEvent) =>
  seen.event.job_id === jobId && (status === undefined || seen.event.status === status);
