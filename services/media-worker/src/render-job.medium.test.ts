// A render job through the worker: inputs uploaded to the account's folder, the job published on
// the bus, the listing video stored and reported with its measured facts.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTempDir, ffmpegRunnerFromEnv, probeVideo, type TempDir } from '@platform/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWebVtt } from '@platform/listing';
import { narrationFrom, prepareDemoListing, type DemoListing } from './engines/render.test-support.ts';
import {
  eventFor,
  jobPayload,
  keys,
  openWorkerFixture,
  type WorkerFixture,
} from './testing/worker.fixture.ts';

const runner = ffmpegRunnerFromEnv();
const SLOW = 240_000;
let fixture: WorkerFixture;
let dir: TempDir;
let demo: DemoListing;

beforeAll(async () => {
  dir = await createTempDir({ prefix: 'render-job-test-' });
  demo = await prepareDemoListing(runner, dir.path, {
    script: 'Welcome to 12 Ocean Dr. Offered at $2,450,000.',
  });
  fixture = await openWorkerFixture();
  await fixture.startWorker({ concurrency: 1, maxDeliver: 2 });
}, SLOW);
afterAll(async () => {
  await fixture?.close();
  await dir?.remove();
});

describe('render jobs on the worker', () => {
  it(
    'renders the listing from stored inputs and reports the stored video',
    async () => {
      const upload = async (path: string, type: string) => fixture.uploadInput(await readFile(path), type);
      const shotKeys = [];
      for (const shot of demo.shots.slice(0, 2)) shotKeys.push(await upload(shot.path, 'video/mp4'));
      const job = jobPayload('render', {
        owner: 'real-estate',
        intro: {
          template_id: 'intro-centered',
          duration_s: 2,
          address: '12 Ocean Dr, Bondi NSW',
          price: '$2,450,000',
          facts: '4 bed · 2 bath',
          headline: 'Just listed',
          hero_key: await upload(demo.hero, 'image/png'),
        },
        outro: {
          template_id: 'outro-centered',
          duration_s: 2,
          call_to_action: null,
          agent: {
            name: 'Charlotte Nguyen',
            phone: '0412 345 678',
            email: 'c@harbour.example',
            photo_key: await upload(demo.photo, 'image/png'),
          },
        },
        shots: shotKeys.map((video_key) => ({
          video_key,
          start_s: 0,
          end_s: 3,
          speed: 1,
          crop: null,
          transition: 'fade',
        })),
        // The voice from the first shot on (2 s intro, less the half-second cross-fade).
        voiceover: {
          audio_key: await upload(demo.voice.audio.path, 'audio/mp4'),
          sentences: narrationFrom(demo.voice, 1.5).map((s) => ({
            text: s.text,
            from_s: s.fromS,
            to_s: s.toS,
            at_s: s.atS,
            until_s: s.untilS,
          })),
        },
        burn_captions: true,
        logo_key: await upload(demo.logo, 'image/png'),
      });
      await fixture.publishJob('render', job);
      const completed = await fixture.waitForEvent(eventFor(job.job_id, 'completed'), SLOW);
      const video = completed.event.outputs?.video;
      expect(video).toMatchObject({
        key: `${job.output_prefix}video.mp4`,
        width: 640,
        height: 360,
        codec_id: 'h264',
      });
      // 2 + 3 + 3 + 2 seconds less three half-second cross-fades.
      expect(video!.duration_s).toBeCloseTo(8.5, 1);
      const local = join(dir.path, 'stored.mp4');
      await writeFile(local, await fixture.download(video!.key));
      expect((await probeVideo(runner, local)).duration_s).toBeCloseTo(video!.duration_s, 2);
      expect((await fixture.download(video!.thumbnail_key)).length).toBeGreaterThan(1000);
      // Its own captions, timed to the video: the voice's first cue from 1.5 s on.
      const captions = completed.event.outputs?.captions;
      expect(captions).toMatchObject({ key: `${job.output_prefix}captions.vtt`, content_type: 'text/vtt' });
      const cues = parseWebVtt((await fixture.download(captions!.key)).toString('utf8'));
      expect(cues).toHaveLength(captions!.num_cues);
      expect(cues[0]!.startS).toBeCloseTo(1.5, 2);
    },
    SLOW,
  );

  it(
    'refuses a shot from another account before rendering anything',
    async () => {
      const foreign = `${keys.prefix('999999', 'studio', 'uploads', 'x')}clip.mp4`;
      const job = jobPayload('render', {
        shots: [{ video_key: foreign, start_s: 0, end_s: 2, speed: 1, crop: null, transition: 'fade' }],
      });
      await fixture.publishJob('render', job);
      const failed = await fixture.waitForEvent(eventFor(job.job_id, 'failed'), SLOW);
      expect(failed.event.error_message).toMatch(/shots\[0\]\.video_key/);
    },
    SLOW,
  );
});
