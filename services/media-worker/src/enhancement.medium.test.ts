// Enhancement jobs through the worker on real NATS JetStream, S3 (s3rver) and ffmpeg: the input
// video comes from the account's storage, the enhanced video, its stills and the comparison
// clips go back to it, progress events rise to 100 and the result carries the quality score.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTempDir, ffmpegRunnerFromEnv, probeMedia, type TempDir } from '@platform/media';
import { makeVideoWithTone } from '@platform/testkit/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventFor, jobPayload, openWorkerFixture, type WorkerFixture } from './testing/worker.fixture.ts';

const SLOW = 240_000;
const runner = ffmpegRunnerFromEnv();
let fixture: WorkerFixture;
let dir: TempDir;
let clipKey: string;

beforeAll(async () => {
  fixture = await openWorkerFixture();
  dir = await createTempDir({ prefix: 'enhancement-worker-' });
  clipKey = await fixture.uploadInput(await makeVideoWithTone(320, 180, 2), 'video/mp4');
  await fixture.startWorker({ concurrency: 1, maxDeliver: 2 });
}, SLOW);
afterAll(async () => {
  await fixture?.close();
  await dir?.remove();
});

async function downloadedFacts(key: string) {
  const path = join(dir.path, key.replaceAll('/', '_'));
  await writeFile(path, await fixture.download(key));
  return probeMedia(runner, path);
}

describe('enhancement jobs on the worker', () => {
  it(
    'upscales 2x with comparison: stored outputs, quality score and rising progress',
    { timeout: SLOW },
    async () => {
      const job = jobPayload('enhancement', {
        owner: 'enhancement',
        input_key: clipKey,
        comparison: true,
        sharpen_strength: 30,
      });
      await fixture.publishJob('enhancement', job);
      const done = await fixture.waitForEvent(eventFor(job.job_id, 'completed'), SLOW);
      expect(done.subject).toBe(fixture.names.events.subject('enhancement.job-status'));
      const outputs = done.event.outputs;
      expect(outputs?.video).toMatchObject({
        key: `${job.output_prefix}video.mp4`,
        width: 640,
        height: 360,
        num_frames: 60,
      });
      expect(outputs?.enhancement?.quality_score).toBeGreaterThan(50);
      expect(outputs?.enhancement?.quality_score).toBeLessThanOrEqual(100);
      expect(outputs?.enhancement?.before).toMatchObject({
        key: `${job.output_prefix}before.mp4`,
        width: 640,
        height: 360,
        num_frames: 60,
      });
      expect(outputs?.enhancement?.side_by_side).toMatchObject({
        key: `${job.output_prefix}side-by-side.mp4`,
        width: 640,
        num_frames: 60,
      });

      const stored = await downloadedFacts(`${job.output_prefix}video.mp4`);
      expect([stored.video?.width, stored.video?.height, stored.video?.num_frames]).toEqual([640, 360, 60]);
      expect(stored.audio?.duration_s).toBeCloseTo(2, 1);

      const progress = fixture.progress
        .filter((event) => event.job_id === job.job_id)
        .map((event) => event.progress);
      expect(progress.length).toBeGreaterThan(1);
      expect(progress.at(-1)).toBe(100);
      expect(progress.every((value, index) => index === 0 || value > (progress[index - 1] ?? 0))).toBe(true);
    },
  );

  it('fails a job whose input is not a video, without retrying it forever', { timeout: SLOW }, async () => {
    const key = await fixture.uploadInput(Buffer.from('#EXTM3U\n#EXT-X-ENDLIST\n'), 'video/mp4');
    const job = jobPayload('enhancement', { owner: 'enhancement', input_key: key });
    await fixture.publishJob('enhancement', job);
    const failed = await fixture.waitForEvent(eventFor(job.job_id, 'failed'), SLOW);
    expect(failed.event.error_message).toBeTruthy();
  });

  it('refuses an input outside the job account folder', { timeout: SLOW }, async () => {
    const job = jobPayload('enhancement', {
      owner: 'enhancement',
      input_key: 'accounts/someone-else/uploads/x.mp4',
    });
    await fixture.publishJob('enhancement', job);
    const failed = await fixture.waitForEvent(eventFor(job.job_id, 'failed'), SLOW);
    expect(failed.event.error_message).toMatch(/outside its account/);
  });
});
