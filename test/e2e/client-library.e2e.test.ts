// One file over 300 lines: its cases share one whole stack (every service a process), and each
// e2e file starts its own (the suite's time).
// @media-platform/client against the whole local stack, as a customer's program uses it: jobs of
// each area followed with `wait`, every list paged through its iterator, webhooks checked with
// `webhooks.verify`, the event stream iterated and resumed, a 402 as a typed error, a create whose answer is lost retried into the same
// job charged once, and a `wait` that outlives a gateway restart in the middle of its job.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, makeVideo } from '@platform/testkit/media';
import {
  addCredits,
  InsufficientCreditsError,
  MediaPlatform,
  NotFoundError,
  WebhookVerificationError,
  type Answer,
} from '../../packages/client/src/node.ts';
import { LossyProxy } from './support/lossy-proxy.ts';
import { startWholeStack, type WholeStack } from './support/whole-stack.ts';

const SLOW = 300_000;
let whole: WholeStack;
let client: MediaPlatform;
let dir: string;
let studioProject: Answer<'studio_projects_create'>;
/** The image the first case made: later cases animate it. */
let frameId: string;
/** Held gateway restarts wait for this. */
let gatewayReturn: Promise<void> = Promise.resolve();

interface Delivery {
  raw: string;
  headers: IncomingHttpHeaders;
}
const deliveries: Delivery[] = [];
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'client-e2e-'));
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      deliveries.push({ raw: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  whole = await startWholeStack({
    env: { WEBHOOK_ALLOW_CIDRS: '127.0.0.1/32' },
    hooks: { beforeRestart: (name) => (name === 'gateway' ? gatewayReturn : Promise.resolve()) },
  });
  client = new MediaPlatform({ apiKey: whole.devKey, baseUrl: whole.base });
  studioProject = await client.studio.projects.create({ name: 'Client e2e' });
}, SLOW);

afterAll(async () => {
  receiver?.close();
  await whole?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
}, 120_000);

describe('@media-platform/client on the whole stack', () => {
  it(
    'makes an image from a prompt and a video from the image, following each with wait',
    { timeout: SLOW },
    async () => {
      const seen: string[] = [];
      const job = await client.studio.textToImage.create(studioProject.id, {
        prompt: 'a lighthouse at dusk',
        model_name: 'zephyr_t2i',
      });
      const image = await client.wait(job, { onProgress: (now) => seen.push(now.status) });
      expect(image.status).toBe('completed');
      expect(image.images).toHaveLength(1);
      expect(seen.at(-1)).toBe('completed');
      const frame = image.images[0]!;
      frameId = frame.id;
      const clip = await client.studio.imageToVideo.create(studioProject.id, {
        start_frame: frame.id,
        model_name: 'hexal_fast_i2v',
        requested_video_duration: 2,
        requested_resolution: '480p',
      });
      // The resource's own wait, by ids, as a program that kept only the ids would call it.
      const video = await client.studio.imageToVideo.wait(studioProject.id, clip.id);
      expect(video.status).toBe('completed');
      const described = await client.wait(await client.studio.imageToText.create({ image_asset: frame.id }));
      expect(described.status).toBe('completed');
      expect(described.text).toBeTruthy();
    },
  );

  it(
    'iterates the account’s events and goes on after the last one seen in a new stream',
    { timeout: SLOW },
    async () => {
      const controller = new AbortController();
      let connected!: () => void;
      const ready = new Promise<void>((resolve) => (connected = resolve));
      const stream = client.events.stream({ signal: controller.signal, onConnect: () => connected() });
      // The stream connects when first read: the job is made once it listens.
      const events = stream[Symbol.asyncIterator]();
      let next = events.next();
      await ready;
      const job = await client.studio.textToImage.create(studioProject.id, {
        prompt: 'events',
        model_name: 'zephyr_t2i',
      });
      const types: string[] = [];
      for (;;) {
        const { value: event } = await next;
        if (event.data.job.id === job.id) {
          types.push(event.type);
          if (event.type === 'job.created') break;
        }
        next = events.next();
      }
      await events.return?.();
      expect(types).toEqual(['job.created']);
      // A second stream from the first one's last id carries on exactly after it.
      const resumed = client.events.stream({ lastEventId: stream.lastEventId, signal: controller.signal });
      for await (const event of resumed) {
        if (event.data.job.id !== job.id) continue;
        types.push(event.type);
        if (event.type === 'job.completed') break;
      }
      controller.abort();
      expect(types[0]).toBe('job.created');
      expect(types.filter((type) => type === 'job.created')).toHaveLength(1);
      expect(types.at(-1)).toBe('job.completed');
    },
  );

  it('enhances an uploaded video', { timeout: SLOW }, async () => {
    const path = join(dir, 'legacy.mp4');
    await writeFile(path, await makeVideo(320, 240, 2));
    const input = await client.enhancement.videos.create({ file: path });
    expect(input.id).toBeGreaterThan(0);
    const estimate = await client.enhancement.jobs.estimate({ input_video: input.id, ml_models: [1] });
    expect(estimate).toBeTruthy();
    const job = await client.enhancement.jobs.create({ input_video: input.id, ml_models: [1] });
    const done = await client.wait(job);
    expect(done.status).toBe('completed');
    expect(done.output_video).toBeTruthy();
  });

  it(
    'uploads a photo in one request and a large one to storage, with progress',
    { timeout: SLOW },
    async () => {
      const project = await client.realEstate.projects.create({ name: 'Uploads' });
      const small = join(dir, 'small.jpg');
      await writeFile(small, await makeImage(640, 480, 'jpeg'));
      const progress: number[] = [];
      const one = await client.realEstate.images.upload(project.id, small, {
        onProgress: ({ loaded }) => progress.push(loaded),
      });
      expect(one.file).toBeTruthy();
      expect(progress.at(-1)).toBeGreaterThan(0);
      // Over the threshold: the pre-signed PUT, then finalize.
      const large = new MediaPlatform({
        apiKey: whole.devKey,
        baseUrl: whole.base,
        multipartThreshold: 1024,
      });
      const steps: number[] = [];
      const two = await large.realEstate.images.upload(project.id, await makeImage(1600, 1200, 'png'), {
        name: 'large.png',
        onProgress: ({ loaded }) => steps.push(loaded),
      });
      expect(two.width).toBe(1600);
      expect(two.name).toBe('large.png');
      expect(steps.at(-1)).toBe(steps.reduce((a, b) => Math.max(a, b), 0));
      expect(steps.length).toBeGreaterThan(1);
    },
  );

  it('pages every list through its iterator', { timeout: SLOW }, async () => {
    for (let i = 0; i < 3; i += 1) await client.realEstate.projects.create({ name: `Paged ${i}` });
    const page = await client.realEstate.projects.list({ limit: 1 });
    expect(page.results).toHaveLength(1);
    const all = [];
    for await (const project of client.realEstate.projects.list({ limit: 1 })) all.push(project.id);
    expect(all.length).toBe(page.count);
    expect(new Set(all).size).toBe(all.length);
    const project = (await client.realEstate.projects.list().all())[0]!;
    const shots = await client.realEstate.projects.useDemoPhotos(project.id);
    const shot = shots[0]!;
    const webhook = await client.webhooks.create({ url: receiverUrl, events: ['*'] });
    // Every list operation of the document, walked two at a time to its end.
    const lists = {
      'studio.projects': client.studio.projects.list({ limit: 2 }),
      'studio.shots': client.studio.shots.list(studioProject.id, { limit: 2 }),
      'studio.styles': client.studio.styles.list({ limit: 2 }),
      'studio.images': client.studio.images.list({ limit: 2 }),
      'studio.videos': client.studio.videos.list({ limit: 2 }),
      'studio.textToImage': client.studio.textToImage.list(studioProject.id, { limit: 2 }),
      'studio.imageToText': client.studio.imageToText.list({ limit: 2 }),
      'studio.imageToVideo': client.studio.imageToVideo.list(studioProject.id, { limit: 2 }),
      'realEstate.projects': client.realEstate.projects.list({ limit: 2 }),
      'realEstate.shots': client.realEstate.shots.list(project.id, { limit: 2 }),
      'realEstate.shotVideoJobs': client.realEstate.shotVideoJobs.list(project.id, shot.id, { limit: 2 }),
      'realEstate.voiceoverJobs': client.realEstate.voiceoverJobs.list(project.id, { limit: 2 }),
      'realEstate.renderJobs': client.realEstate.renderJobs.list(project.id, { limit: 2 }),
      'realEstate.images': client.realEstate.images.list(project.id, { limit: 2 }),
      'realEstate.videos': client.realEstate.videos.list(project.id, { limit: 2 }),
      'realEstate.audio': client.realEstate.audio.list(project.id, { limit: 2 }),
      'realEstate.agents': client.realEstate.agents.list({ limit: 2 }),
      'realEstate.brandKits': client.realEstate.brandKits.list({ limit: 2 }),
      'realEstate.voices': client.realEstate.voices.list({ limit: 2 }),
      'realEstate.music': client.realEstate.music.list({ limit: 2 }),
      'realEstate.templates': client.realEstate.templates.list({ limit: 2 }),
      'enhancement.videos': client.enhancement.videos.list({ limit: 2 }),
      'enhancement.jobs': client.enhancement.jobs.list({ limit: 2 }),
      'enhancement.restoredVideos': client.enhancement.restoredVideos.list({ limit: 2 }),
      'enhancement.models': client.enhancement.models.list({ limit: 2 }),
      webhooks: client.webhooks.list({ limit: 2 }),
      'webhooks.deliveries': client.webhooks.deliveries.list(webhook.id, { limit: 2 }),
    };
    const counts: Record<string, [number, number]> = {};
    for (const [name, list] of Object.entries(lists)) {
      let items = 0;
      for await (const _ of list) items += 1;
      counts[name] = [items, (await list).count];
    }
    for (const [name, [items, count]] of Object.entries(counts)) expect(items, name).toBe(count);
    // Lists long enough to need a second page were crossed.
    for (const name of ['realEstate.projects', 'realEstate.shots', 'realEstate.voices', 'enhancement.models'])
      expect(counts[name]![1], name).toBeGreaterThan(2);
    await client.webhooks.delete(webhook.id);
  });

  it(
    'signs webhooks that verify, and refuses a tampered body or an old timestamp',
    { timeout: SLOW },
    async () => {
      const endpoint = await client.webhooks.create({ url: receiverUrl, events: ['job.completed'] });
      deliveries.length = 0;
      const job = await client.studio.textToImage.create(studioProject.id, {
        prompt: 'a harbour',
        model_name: 'zephyr_t2i',
      });
      await client.wait(job);
      const deadline = Date.now() + 60_000;
      while (!deliveries.some((one) => one.raw.includes(job.id)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      const delivery = deliveries.find((one) => one.raw.includes(job.id))!;
      expect(delivery, 'the job.completed delivery arrived').toBeTruthy();
      const event = await client.webhooks.verify(delivery.raw, delivery.headers, endpoint.secret);
      expect(event.type).toBe('job.completed');
      expect(event.data.job.id).toBe(job.id);
      await expect(
        client.webhooks.verify(
          delivery.raw.replace('completed', 'failed'),
          delivery.headers,
          endpoint.secret,
        ),
      ).rejects.toBeInstanceOf(WebhookVerificationError);
      const sent = Number(delivery.headers['webhook-timestamp']);
      await expect(
        client.webhooks.verify(delivery.raw, delivery.headers, endpoint.secret, {
          now: new Date((sent + 600) * 1000),
        }),
      ).rejects.toThrow(/too old/);
      await client.webhooks.delete(endpoint.id);
    },
  );

  it(
    'answers a 402 as a typed error that says the price and the balance, with nothing created or charged',
    { timeout: SLOW },
    async () => {
      const poor = new MediaPlatform({ apiKey: await whole.account('0.0100'), baseUrl: whole.base });
      const project = await poor.studio.projects.create({ name: 'Short of credits' });
      const refused = await poor.studio.textToImage
        .create(project.id, { prompt: 'a lighthouse', model_name: 'zephyr_t2i' })
        .catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(InsufficientCreditsError);
      const error = refused as InsufficientCreditsError;
      expect(error.status).toBe(402);
      expect(error.message).toBe('402 This job costs 0.0400 credits; the balance is 0.0100 credits.');
      expect([error.priceCredits, error.balanceCredits]).toEqual(['0.0400', '0.0100']);
      expect(error.errorId).toMatch(/\S/);
      expect((await poor.balance.retrieve()).balance_usd).toBe('0.0100');
      expect((await poor.studio.textToImage.list(project.id)).count).toBe(0);
      // Another account's project is not found, as any absent record.
      await expect(poor.studio.projects.retrieve(studioProject.id)).rejects.toBeInstanceOf(NotFoundError);
    },
  );

  it(
    'retries a create whose answer was lost into the same job, charged once',
    { timeout: SLOW },
    async () => {
      const proxy = await new LossyProxy(whole.base).start();
      try {
        const through = new MediaPlatform({ apiKey: whole.devKey, baseUrl: proxy.url });
        const before = (await client.balance.retrieve()).balance_usd;
        proxy.lose.push((req) => req.method === 'POST' && /jobs\/text-to-image\/$/.test(req.url ?? ''));
        const job = await through.studio.textToImage.create(studioProject.id, {
          prompt: 'a lost answer',
          model_name: 'zephyr_t2i',
        });
        expect(proxy.lost, 'the first answer was lost after the gateway made the job').toEqual([201]);
        const done = await through.wait(job);
        const jobs = [];
        for await (const one of client.studio.textToImage.list(studioProject.id))
          if (one.prompt === 'a lost answer') jobs.push(one.id);
        expect(jobs).toEqual([job.id]);
        expect((await client.balance.retrieve()).balance_usd).toBe(
          addCredits([before, `-${done.cost_credits}`]),
        );
      } finally {
        await proxy.close();
      }
    },
  );

  it('waits through a gateway restart in the middle of the job', { timeout: SLOW }, async () => {
    const db = new pg.Client({ connectionString: whole.databaseUrl });
    await db.connect();
    let release!: () => void;
    gatewayReturn = new Promise((resolve) => (release = resolve));
    try {
      const job = await client.studio.imageToVideo.create(studioProject.id, {
        start_frame: frameId,
        model_name: 'hexal_fast_i2v',
        requested_video_duration: 4,
        requested_resolution: '720p',
      });
      const statuses: string[] = [];
      const waiting = client.wait(job, {
        onProgress: (now) => statuses.push(now.status),
        pollIntervalMs: 500,
      });
      process.kill(whole.stack.pidOf('gateway')!, 'SIGKILL');
      const atKill = await db.query<{ status: string }>('select status from studio.jobs where id = $1', [
        job.id,
      ]);
      expect(['queued', 'processing'], 'the job was under way when the gateway went').toContain(
        atKill.rows[0]?.status,
      );
      // The job ends while no gateway answers; the restart is let go only then.
      const deadline = Date.now() + 240_000;
      for (;;) {
        const { rows } = await db.query<{ status: string }>('select status from studio.jobs where id = $1', [
          job.id,
        ]);
        if (rows[0]?.status === 'completed' || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      release();
      const done = await waiting;
      expect(done.status).toBe('completed');
      expect(done.id).toBe(job.id);
    } finally {
      release?.();
      gatewayReturn = Promise.resolve();
      await db.end();
    }
  });
});
