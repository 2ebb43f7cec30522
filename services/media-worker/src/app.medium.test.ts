// The worker end to end on real NATS JetStream, S3 (s3rver) and ffmpeg: jobs published on
// `jobs.<kind>` come back as status events with real files in storage; bad input, poison
// payloads, transient provider failures and adapters behave as the contract says.
// One file over 300 lines on purpose: its cases share one worker process's life, started once for the file.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDeadLetterRecord } from '@platform/bus';
import { ffmpegRunnerFromEnv, probeVideo } from '@platform/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bombPng, NOT_AN_IMAGE, testStill } from './testing/images.ts';
import { sendJson, startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import {
  ACCOUNT_ID,
  eventFor,
  jobPayload,
  keys,
  openWorkerFixture,
  type WorkerFixture,
} from './testing/worker.fixture.ts';

let fixture: WorkerFixture;
let provider: ProviderServer;
let landscapeKey: string;

// Renders share two cores with other test files.
const SLOW = 180_000;

beforeAll(async () => {
  fixture = await openWorkerFixture();
  provider = await startProviderServer();
  landscapeKey = await fixture.uploadInput(await testStill(640, 360, 'jpeg'), 'image/jpeg');
  await fixture.startWorker({
    concurrency: 1,
    maxDeliver: 2,
    env: (name) => (name === 'TEST_VISION_KEY' ? 'secret-1' : undefined),
  });
});
afterAll(async () => {
  await fixture?.close();
  await provider?.close();
});

async function deadLetters(durable: string) {
  const subject = fixture.names.deadLetter.subject(durable);
  const { state } = await fixture.bus.jsm.streams.info(fixture.names.deadLetter.stream);
  const records = [];
  for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq += 1) {
    const message = await fixture.bus.jsm.streams
      .getMessage(fixture.names.deadLetter.stream, { seq })
      .catch(() => null);
    if (message?.subject === subject) records.push(parseDeadLetterRecord(message.data));
  }
  return records;
}

describe('media worker on JetStream', () => {
  it(
    'image_to_video: processing, then completed with a real MP4, thumbnail and last frame in S3',
    { timeout: SLOW },
    async () => {
      const job = jobPayload('image_to_video', {
        image_key: landscapeKey,
        resolution: '480p',
        duration_s: 2,
        camera_movement: 'pan_right',
      });
      const msgId = await fixture.publishJob('image_to_video', job);
      const completed = await fixture.waitForEvent(eventFor(job.job_id, 'completed'), SLOW);
      const mine = fixture.events.filter(eventFor(job.job_id));
      expect(mine.map((seen) => seen.event.status)).toEqual(['processing', 'completed']);
      expect(mine.map((seen) => seen.msgId)).toEqual([`${msgId}:processing`, `${msgId}:result`]);
      expect(completed.subject).toBe(`${fixture.prefix}.events.studio.job-status`);

      const video = completed.event.outputs?.video;
      expect(video).toMatchObject({
        key: `${job.output_prefix}video.mp4`,
        content_type: 'video/mp4',
        thumbnail_key: `${job.output_prefix}thumbnail.jpg`,
        last_frame_key: `${job.output_prefix}last-frame.jpg`,
        height: 480,
        codec_id: 'h264',
        num_frames: 60,
      });
      // The stored file is the one described: probe it again from S3.
      const local = join(fixture.tempRoot, `${job.job_id}.mp4`);
      const bytes = await fixture.download(video?.key ?? '');
      await writeFile(local, bytes);
      const probed = await probeVideo(ffmpegRunnerFromEnv(), local);
      expect(probed).toEqual({
        width: video?.width,
        height: video?.height,
        file_size: video?.file_size,
        num_frames: video?.num_frames,
        framerate: video?.framerate,
        duration_s: video?.duration_s,
        bitrate: video?.bitrate,
        codec_id: video?.codec_id,
        bit_depth: video?.bit_depth,
        chroma_subsampling: video?.chroma_subsampling,
        color_space: video?.color_space,
      });
      expect(Math.abs(probed.duration_s - 2)).toBeLessThan(0.05);
      for (const key of [video?.thumbnail_key, video?.last_frame_key]) {
        const meta = await sharp(await fixture.download(key ?? '')).metadata();
        expect(meta).toMatchObject({ format: 'jpeg', width: video?.width, height: 480 });
      }
    },
  );

  it('text_to_image: N PNGs stored with their measured sizes', { timeout: SLOW }, async () => {
    const job = jobPayload('text_to_image', { num_images: 3, model_config: { width: 320, height: 256 } });
    await fixture.publishJob('text_to_image', job);
    const completed = await fixture.waitForEvent(eventFor(job.job_id, 'completed'));
    const images = completed.event.outputs?.images ?? [];
    expect(images.map((image) => image.key)).toEqual(
      [1, 2, 3].map((i) => `${job.output_prefix}image-${i}.png`),
    );
    for (const image of images) {
      const bytes = await fixture.download(image.key);
      expect(image).toMatchObject({
        content_type: 'image/png',
        width: 320,
        height: 256,
        file_size: bytes.length,
      });
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 320, height: 256 });
    }
    expect(
      new Set(
        await Promise.all(
          images.map(async (image) => (await fixture.download(image.key)).toString('base64')),
        ),
      ).size,
    ).toBe(3);
  });

  it('image_to_text: a description of the stored image', { timeout: SLOW }, async () => {
    const job = jobPayload('image_to_text', { image_key: landscapeKey, fidelity_level: 'high' });
    await fixture.publishJob('image_to_text', job);
    const completed = await fixture.waitForEvent(eventFor(job.job_id, 'completed'));
    expect(completed.event.outputs?.text).toMatch(/landscape/i);
    expect((completed.event.outputs?.text ?? '').length).toBeGreaterThan(80);
  });

  it(
    'a corrupt image fails the job once, with a clear message, and the worker takes the next job',
    { timeout: SLOW },
    async () => {
      const corruptKey = await fixture.uploadInput(NOT_AN_IMAGE);
      const bad = jobPayload('image_to_video', { image_key: corruptKey });
      const good = jobPayload('image_to_text', { image_key: landscapeKey });
      await fixture.publishJob('image_to_video', bad);
      const failed = await fixture.waitForEvent(eventFor(bad.job_id, 'failed'));
      expect(failed.event.error_message).toBe('The file is not a supported image.');
      await fixture.publishJob('image_to_text', good);
      await fixture.waitForEvent(eventFor(good.job_id, 'completed'));

      const records = (await deadLetters('media-worker-image_to_video')).filter((record) =>
        record.payload.includes(bad.job_id),
      );
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ reason: 'non_retryable', deliveryCount: 1 });
    },
  );

  it('a 20000x20000 image is refused before it is decoded', { timeout: SLOW }, async () => {
    const job = jobPayload('image_to_video', { image_key: await fixture.uploadInput(await bombPng()) });
    await fixture.publishJob('image_to_video', job);
    const failed = await fixture.waitForEvent(eventFor(job.job_id, 'failed'));
    expect(failed.event.error_message).toBe(
      'The image is 20000x20000 (400.0 megapixels); the limit is 40.0 megapixels.',
    );
  });

  it('a poison payload is dead-lettered and its owner gets a failed event', async () => {
    const poison = {
      ...jobPayload('image_to_video', { image_key: landscapeKey }),
      job_id: 'poison-1',
      duration_s: 'ten',
    };
    const msgId = await fixture.publishJob('image_to_video', poison);
    const failed = await fixture.waitForEvent(eventFor('poison-1', 'failed'));
    expect(failed.msgId).toBe(`${msgId}:result`);
    expect(failed.event).toMatchObject({ kind: 'image_to_video', status: 'failed' });
    expect(failed.event.error_message).toBe(
      'The job message is invalid: duration_s: Invalid input: expected number, received string',
    );
    // Not even JSON: still dead-lettered, but it names no owner, so no event can be sent.
    const garbageId = await fixture.publishJob('image_to_video', 'not a job');
    await expect
      .poll(async () =>
        (await deadLetters('media-worker-image_to_video')).some((r) => r.messageId === garbageId),
      )
      .toBe(true);
    const records = (await deadLetters('media-worker-image_to_video')).filter(
      (record) => record.messageId === msgId,
    );
    expect(records).toEqual([
      expect.objectContaining({ reason: 'undecodable', kind: 'image_to_video', deliveryCount: 1 }),
    ]);
  });

  it('refuses jobs that reach outside their account or name an engine the worker lacks', async () => {
    const foreign = jobPayload('text_to_image', { output_prefix: keys.prefix(8, 'studio', 'jobs', 'x') });
    // The folder named by the plain id is not the account's: only the keyed tag is.
    const idFolder = jobPayload('text_to_image', { output_prefix: `accounts/${ACCOUNT_ID}/studio/jobs/x/` });
    const climbing = jobPayload('text_to_image', {
      output_prefix: `${keys.prefix(ACCOUNT_ID)}../${keys.tag(8)}/x/`,
    });
    const foreignInput = jobPayload('image_to_text', { image_key: keys.key(8, 'uploads', 'other.png') });
    const unknown = jobPayload('text_to_image', { engine: 'builtin:dream-machine' });
    for (const job of [foreign, idFolder, climbing, unknown]) await fixture.publishJob('text_to_image', job);
    await fixture.publishJob('image_to_text', foreignInput);
    for (const job of [foreign, idFolder, climbing]) {
      expect(
        (await fixture.waitForEvent(eventFor(job.job_id, 'failed'))).event.error_message,
        job.output_prefix,
      ).toBe("The job's output_prefix is outside its account's storage.");
    }
    expect((await fixture.waitForEvent(eventFor(foreignInput.job_id, 'failed'))).event.error_message).toBe(
      "The job's image_key is outside its account's storage.",
    );
    expect((await fixture.waitForEvent(eventFor(unknown.job_id, 'failed'))).event.error_message).toBe(
      'This worker has no engine "builtin:dream-machine" for text_to_image jobs.',
    );
  });
});

describe('adapters through the worker', () => {
  const visionConfig = () => ({
    base_url: provider.url,
    model: 'vision-x',
    api_key_env: 'TEST_VISION_KEY',
    retries: 0,
  });

  it(
    'runs an image_to_text job through openai-vision, after a redelivery for a transient 503',
    { timeout: SLOW },
    async () => {
      provider.requests.length = 0;
      provider.handle((_req, res, index) =>
        index === 0
          ? sendJson(res, 503, { error: 'warming up' })
          : sendJson(res, 200, {
              choices: [{ finish_reason: 'stop', message: { content: 'A colourful test card.' } }],
            }),
      );
      const job = jobPayload('image_to_text', {
        image_key: landscapeKey,
        engine: 'openai-vision',
        model_name: 'acme_i2t',
        engine_config: visionConfig(),
      });
      await fixture.publishJob('image_to_text', job);
      const completed = await fixture.waitForEvent(eventFor(job.job_id, 'completed'));
      expect(completed.event.outputs?.text).toBe('A colourful test card.');
      expect(provider.requests).toHaveLength(2);
      expect(provider.requests[1]?.headers.authorization).toBe('Bearer secret-1');
      // Both deliveries announced `processing`; the stream kept one (same message id).
      expect(fixture.events.filter(eventFor(job.job_id, 'processing'))).toHaveLength(2);
      const stored = (await fixture.storedEvents()).filter(eventFor(job.job_id));
      expect(stored.map((seen) => seen.event.status)).toEqual(['processing', 'completed']);
    },
  );

  it(
    'fails the job once the deliveries are used up on a provider that stays down',
    { timeout: SLOW },
    async () => {
      provider.handle((_req, res) => sendJson(res, 502, { error: { message: 'bad gateway' } }));
      const job = jobPayload('image_to_text', {
        image_key: landscapeKey,
        engine: 'openai-vision',
        model_name: 'acme_i2t',
        engine_config: visionConfig(),
      });
      await fixture.publishJob('image_to_text', job);
      const failed = await fixture.waitForEvent(eventFor(job.job_id, 'failed'));
      expect(failed.event.error_message).toBe(
        'The job failed after 2 attempts: openai-vision: image description: the provider answered 502: bad gateway',
      );
    },
  );

  it('runs a text_to_image job through openai-images and stores its PNGs', { timeout: SLOW }, async () => {
    const png = await testStill(64, 48, 'png');
    provider.handle((req, res) =>
      sendJson(res, 200, {
        data: Array.from({ length: (req.body as { n: number }).n }, () => ({
          b64_json: png.toString('base64'),
        })),
      }),
    );
    const job = jobPayload('text_to_image', {
      engine: 'openai-images',
      model_name: 'acme_t2i',
      num_images: 2,
      model_config: {},
      engine_config: { base_url: provider.url, model: 'img-x' },
    });
    await fixture.publishJob('text_to_image', job);
    const completed = await fixture.waitForEvent(eventFor(job.job_id, 'completed'));
    expect(completed.event.outputs?.images).toEqual(
      [1, 2].map((i) => ({
        key: `${job.output_prefix}image-${i}.png`,
        content_type: 'image/png',
        width: 64,
        height: 48,
        file_size: expect.any(Number),
      })),
    );
  });
});
