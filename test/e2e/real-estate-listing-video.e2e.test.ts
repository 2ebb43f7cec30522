// One file over 300 lines on purpose: its cases share one running stack, and each e2e file starts
// its own (the suite's time).
// The listing video over HTTP, as an agent makes it: demo photos, six shots with different camera
// moves and their shot video jobs, a script, a voiceover job (audio, WebVTT captions, text), the
// agent applied for the outro, captions on, library music, then render jobs in 16:9 and 9:16 and
// an unbranded one. The files are checked with ffprobe and ffmpeg (codecs, size, duration to the
// frame, loudness, ducking, captions inside the speech, no agent card when unbranded), and the
// jobs and the project with the API (progress, credits, outputs, 400s that say what is missing);
// the rendered video is shared on the public page like any project video.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseWebVtt } from '../../packages/listing/src/index.ts';
import { ffmpegRunnerFromEnv, probeAudio, probeVideo } from '../../packages/media/src/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  frameAt,
  imageDifference,
  loudness,
} from '../../services/media-worker/src/engines/render.test-support.ts';
import { startRealEstateStack, type Account, type RealEstateStack } from './support/real-estate-stack.ts';
import { api, minus, waitFor, type JsonBody } from './support/studio-stack.ts';
import { download, makeImage } from '@platform/testkit/media';

const BASE = '/api/v2/real-estate/projects';
const SLOW = 900_000;
/** How long one job may take on a loaded machine (less than a test's time, so a stuck job fails with its state). */
const JOB_WAIT = 400_000;
const FPS = 30;
const INTRO_S = 3;
const OUTRO_S = 4;
/** Susan: flite's slt voice (16 kHz speech, so nothing of it above 8 kHz). */
const SUSAN = '019a0000-0000-7000-8000-000000000002';
const MOVES = ['pan_right', 'pan_left', 'dolly_in', 'dolly_out', 'tilt_up', 'truck_left'] as const;
const SCRIPT =
  'Welcome to 12 Ocean Dr, Bondi NSW. Four bedrooms, two bathrooms and a sunny garden. Offered at $2,450,000.';

const runner = ffmpegRunnerFromEnv();
const run = promisify(execFile);
let stack: RealEstateStack;
let owner: Account;
let dir: string;
let project: JsonBody;
let shots: JsonBody[] = [];
const renders = new Map<string, { job: JsonBody; path: string }>();

beforeAll(async () => {
  stack = await startRealEstateStack({ sharing: true });
  owner = await stack.account('100');
  dir = await mkdtemp(join(tmpdir(), 'listing-video-e2e-'));
});
afterAll(async () => {
  await stack?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function ok(method: string, path: string, body?: unknown, status = 200): Promise<JsonBody> {
  const answer = await api(stack, owner, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body;
}

const projectPath = () => `${BASE}/${project.id}/`;
const frames = (seconds: number) => Math.max(1, Math.round(seconds * FPS));

/**
 * intro + shots - cross-fade overlaps + outro, worked out here from the shots the API shows. The
 * intro plays the first shot's clip under its title, and that clip runs on into the first shot
 * (a one-frame cut), so the first shot shows what is left of its clip after the intro, at least 1.5 s.
 */
function expectedSeconds(listed: JsonBody[]): { totalS: number; shotsStartS: number } {
  const lengths = [
    frames(INTRO_S),
    ...listed.map((shot, index) =>
      // At least 1.5 s of the hero's shot after the intro (its clip then plays slower across both).
      index === 0
        ? Math.max(frames(1.5), frames(shot.duration_s) - frames(INTRO_S) + 1)
        : frames(shot.duration_s),
    ),
    frames(OUTRO_S),
  ];
  const joins = [
    ...listed.map((shot, index) => (index > 0 && shot.transition_in === 'fade' ? frames(0.5) : 1)),
    frames(0.5),
  ];
  let total = lengths[0]!;
  let shotsStart = 0;
  joins.forEach((wanted, index) => {
    const overlap = Math.min(wanted, Math.floor(Math.min(lengths[index]!, lengths[index + 1]!) / 2));
    if (index === 0) shotsStart = total - overlap;
    total += lengths[index + 1]! - overlap;
  });
  return { totalS: total / FPS, shotsStartS: shotsStart / FPS };
}

async function render(
  name: string,
  body: Record<string, unknown>,
  size: { width: number; height: number; format: string },
): Promise<{ job: JsonBody; path: string }> {
  const done = renders.get(name);
  if (done) return done;
  await ok('PATCH', projectPath(), {
    video_format: size.format,
    requested_output_width: size.width,
    requested_output_height: size.height,
  });
  const created = await ok('POST', `${projectPath()}render-jobs/`, body, 201);
  // The create answers the job as it is by then: a free worker may already have started it.
  expect(['queued', 'processing']).toContain(created.status);
  expect(created).toMatchObject({
    branded: body.branded ?? true,
    width: size.width,
    height: size.height,
    video: null,
  });
  expect(created.eta_s).toBeGreaterThan(0);
  const seen: number[] = [];
  const job = await waitFor(
    async () => {
      const read = await ok('GET', `${projectPath()}render-jobs/${created.id}/`);
      seen.push(read.progress);
      return read;
    },
    (read) => ['completed', 'failed', 'cancelled', 'expired'].includes(read.status),
    JOB_WAIT,
    100,
  );
  expect(job.status, job.error_message).toBe('completed');
  expect(job.progress).toBe(100);
  expect(job.eta_s).toBe(0);
  // Progress moved while it ran, never backwards.
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
  const path = join(dir, `${name}.mp4`);
  await writeFile(path, await download(job.video.file));
  const result = { job, path };
  renders.set(name, result);
  return result;
}

describe('the listing video over HTTP', () => {
  it(
    'builds the listing: demo photos, six moves, shot video jobs, and 400s saying what a render lacks',
    async () => {
      project = await ok(
        'POST',
        `${BASE}/`,
        {
          name: 'Ocean Drive',
          street_address: '12 Ocean Dr',
          suburb: 'Bondi',
          state: 'NSW',
          price_display: '$2,450,000',
          num_bedrooms: 4,
          num_bathrooms: 2,
          num_car_parking_spots: 2,
          video_style: 'energetic',
          is_voiceover_enabled: true,
          is_captions_enabled: true,
          background_music_volume: 0.5,
          video_format: '16:9',
          requested_output_width: 640,
          requested_output_height: 360,
        },
        201,
      );
      expect(project).toMatchObject({
        voiceover: null,
        thumbnail: null,
        num_full_rendered_videos: 0,
        ready_for_render: false,
      });
      const demo = await ok('POST', `${projectPath()}use-demo-photos/`, undefined, 201);
      expect(demo.length).toBeGreaterThanOrEqual(6);
      for (const extra of demo.slice(6))
        await ok('DELETE', `${projectPath()}shots/${extra.id}/`, undefined, 204);
      shots = [];
      for (const [index, shot] of demo.slice(0, 6).entries()) {
        // Fades and cuts alternate; the third shot plays at double speed.
        shots.push(
          await ok('PATCH', `${projectPath()}shots/${shot.id}/`, {
            camera_movement: MOVES[index],
            transition_in: index % 2 === 0 ? 'fade' : 'none',
            ...(index === 2 ? { playback_speed: 2 } : {}),
          }),
        );
      }

      const notReady = await api(stack, owner, 'POST', `${projectPath()}render-jobs/`, {});
      expect(notReady.status).toBe(400);
      const missing: string[] = notReady.body.errors.ready_for_render;
      expect(missing.join(' ')).toMatch(/Shots 1, 2, 3, 4, 5, 6 .*no selected video/);
      expect(missing.join(' ')).toMatch(/voiceover/i);

      await stack.startWorker();
      const jobs: JsonBody[] = [];
      for (const shot of shots) {
        jobs.push(
          await ok(
            'POST',
            `${projectPath()}shots/${shot.id}/video-jobs/`,
            { model_name: 'hexal_fast_i2v', requested_video_duration: 2, requested_resolution: '480p' },
            201,
          ),
        );
      }
      const running = await api(stack, owner, 'POST', `${projectPath()}render-jobs/`, {});
      expect(running.status).toBe(400);
      expect(running.body.errors.ready_for_render.join(' ')).toMatch(
        /shot video job .* still queued or processing/,
      );
      for (const [index, job] of jobs.entries()) {
        const done = await waitFor(
          () => ok('GET', `${projectPath()}shots/${shots[index]!.id}/video-jobs/${job.id}/`),
          (read) => read.status !== 'queued' && read.status !== 'processing',
          JOB_WAIT,
        );
        expect(done.status, done.error_message).toBe('completed');
      }
      shots = (await ok('GET', `${projectPath()}shots/`)).results;
      expect(shots.map((shot) => shot.selected_video?.id)).toEqual(jobs.map(() => expect.any(String)));
      expect(shots.map((shot) => shot.camera_movement)).toEqual([...MOVES]);
      const stillMissing = await api(stack, owner, 'POST', `${projectPath()}render-jobs/`, {});
      expect(stillMissing.body.errors.ready_for_render).toEqual([expect.stringMatching(/voiceover/i)]);
    },
    SLOW,
  );

  it(
    'speaks the script: the voiceover job becomes the project’s voiceover (audio, captions, text)',
    async () => {
      const noText = await api(stack, owner, 'POST', `${projectPath()}voiceover-jobs/`, {});
      expect(noText.status).toBe(400);
      expect(Object.keys(noText.body.errors)).toEqual(['ai_generated_text', 'speaker_voice']);
      // A script of several lines is planned one line per segment (intro, each shot, outro): lines
      // that do not match the shots are a 400 that says so, and nothing is charged or queued.
      await ok('PATCH', projectPath(), {
        ai_generated_text: 'Welcome to 12 Ocean Dr.\nThe kitchen.\nBook today.',
        speaker_voice: SUSAN,
      });
      const unplanned = await stack.balance(owner);
      const mismatch = await api(stack, owner, 'POST', `${projectPath()}voiceover-jobs/`, {});
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.errors.ai_generated_text[0]).toMatch(
        /3 lines.*one for each of the 6 shots.*8 lines/,
      );
      expect(await stack.balance(owner)).toBe(unplanned);
      expect((await ok('GET', `${projectPath()}voiceover-jobs/`)).count).toBe(0);
      await ok('PATCH', projectPath(), { ai_generated_text: SCRIPT });
      const before = await stack.balance(owner);
      const created = await ok('POST', `${projectPath()}voiceover-jobs/`, {}, 201);
      expect(['queued', 'processing']).toContain(created.status);
      expect(created).toMatchObject({
        speaker_voice: SUSAN,
        voiceover: null,
        model_name: 'listing_voice_t2a',
        project_real_estate: project.id,
      });
      expect(await stack.balance(owner)).toBe(minus(before, created.cost_credits));
      const job = await waitFor(
        () => ok('GET', `${projectPath()}voiceover-jobs/${created.id}/`),
        (read) => read.status !== 'queued' && read.status !== 'processing',
        JOB_WAIT,
      );
      expect(job.status, job.error_message).toBe('completed');
      expect(job).toMatchObject({ progress: 100, eta_s: 0, cost_credits: created.cost_credits });
      const voiceover = job.voiceover;
      expect(voiceover.text_asset.text).toBe(SCRIPT);
      expect(voiceover.audio_asset).toMatchObject({ sample_rate: 48_000, channels: expect.any(Number) });
      const audioPath = join(dir, 'voiceover.m4a');
      await writeFile(audioPath, await download(voiceover.audio_asset.file));
      const measured = await probeAudio(runner, audioPath);
      expect(Math.abs(measured.duration_s - voiceover.audio_asset.duration_s)).toBeLessThan(0.05);
      const cues = parseWebVtt((await download(voiceover.caption_asset.file)).toString('utf8'));
      expect(cues.length).toBeGreaterThanOrEqual(3);
      // The captions show the written form, at most 2 lines of at most 42 characters a cue.
      expect(cues.map((cue) => cue.lines.join(' ')).join(' ')).toContain('$2,450,000');
      for (const cue of cues) {
        expect(cue.lines.length).toBeLessThanOrEqual(2);
        for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(42);
        expect(cue.endS).toBeLessThanOrEqual(measured.duration_s + 0.05);
      }
      const read = await ok('GET', projectPath());
      expect(read.voiceover).toMatchObject({
        id: voiceover.id,
        audio_asset: { id: voiceover.audio_asset.id },
        caption_asset: { id: voiceover.caption_asset.id },
      });
      expect(read.ready_for_render).toBe(true);
      const listed = await ok('GET', `${projectPath()}voiceover-jobs/`);
      expect(listed.count).toBe(1);
      const stranger = await stack.account('1');
      expect((await api(stack, stranger, 'GET', `${projectPath()}voiceover-jobs/${job.id}/`)).status).toBe(
        404,
      );
      expect((await api(stack, stranger, 'GET', `${projectPath()}voiceover-jobs/`)).status).toBe(404);
      expect((await api(stack, stranger, 'POST', `${projectPath()}render-jobs/`, {})).status).toBe(404);
    },
    SLOW,
  );

  it(
    'renders 16:9: H.264 yuv420p + AAC 48 kHz stereo, the timeline’s length to the frame, -14 LUFS, ducked music, captions in the speech',
    async () => {
      const agent = await ok(
        'POST',
        '/api/v2/real-estate/agents/',
        {
          first_name: 'Charlotte',
          last_name: 'Nguyen',
          contact_number: '0412 345 678',
          contact_email: 'charlotte@example.com',
        },
        201,
      );
      const photo = new FormData();
      photo.append(
        'file',
        new Blob([new Uint8Array(await makeImage(400, 400, 'jpeg'))], { type: 'image/jpeg' }),
        'charlotte.jpg',
      );
      expect(
        (await api(stack, owner, 'PUT', `/api/v2/real-estate/agents/${agent.id}/profile-photo/`, photo))
          .status,
      ).toBe(200);
      await ok('POST', `${projectPath()}apply-agent/`, { agent: agent.id });
      const before = await stack.balance(owner);
      const { job, path } = await render('wide', {}, { width: 640, height: 360, format: '16:9' });
      expect(await stack.balance(owner)).toBe(minus(before, job.cost_credits));
      const video = await probeVideo(runner, path);
      expect(video).toMatchObject({
        width: 640,
        height: 360,
        codec_id: 'h264',
        chroma_subsampling: '4:2:0',
        framerate: FPS,
      });
      const audio = await probeAudio(runner, path);
      expect(audio).toMatchObject({ sample_rate: 48_000, channels: 2, codec_id: 'aac' });
      const { totalS, shotsStartS } = expectedSeconds(shots);
      expect(Math.abs(video.duration_s - totalS)).toBeLessThanOrEqual(1 / FPS + 0.001);
      expect(job.video).toMatchObject({ width: 640, height: 360 });

      const level = await loudness(path);
      expect(Math.abs(level.integrated - -14)).toBeLessThanOrEqual(1);
      expect(level.truePeak).toBeLessThanOrEqual(-1);

      // The render has captions of its own, timed to its video: a one-paragraph script is one
      // narration from the first shot on, so every cue lies inside that speech.
      const read = await ok('GET', projectPath());
      expect(job.captions.id).not.toBe(read.voiceover.caption_asset.id);
      const cues = parseWebVtt((await download(job.captions.file)).toString('utf8'));
      expect(cues.map((cue) => cue.lines)).toEqual(
        parseWebVtt((await download(read.voiceover.caption_asset.file)).toString('utf8')).map(
          (cue) => cue.lines,
        ),
      );
      const speechEndS = shotsStartS + read.voiceover.audio_asset.duration_s;
      for (const cue of cues) {
        expect(cue.startS).toBeGreaterThanOrEqual(shotsStartS - 0.001);
        expect(cue.endS).toBeLessThanOrEqual(speechEndS + 0.05);
      }
      expect(speechEndS).toBeLessThan(totalS);

      // The speech (flite, 16 kHz) has next to nothing above 9 kHz, so that band is the music's:
      // whatever the voice leaks into it only raises the level under the voice, so the drop
      // measured here is at most the music's own. The sidechain is set for about 19 dB; the two
      // windows also hold different bars of the track, whose own level differs by a few dB (the
      // drop measured 11.7 dB on the timeline with a still intro card, 9.0 dB on today's, where
      // the voice starts later in the track). Without ducking it would be that difference alone.
      const band = join(dir, 'music-band.wav');
      await run('ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-i',
        path,
        '-vn',
        '-af',
        'highpass=f=9000:poles=2,highpass=f=9000:poles=2,highpass=f=9000:poles=2,highpass=f=9000:poles=2',
        band,
      ]);
      const longest = [...cues].sort((a, b) => b.endS - b.startS - (a.endS - a.startS))[0]!;
      const intro = await loudness(band, { startS: 1, durationS: 1.2 });
      const underVoice = await loudness(band, {
        startS: longest.startS + 0.2,
        durationS: longest.endS - longest.startS - 0.4,
      });
      console.info(
        `music band: intro ${intro.integrated} LUFS, under the voice ${underVoice.integrated} LUFS`,
      );
      expect(intro.integrated - underVoice.integrated).toBeGreaterThanOrEqual(8);

      // The project follows: a video of the project (shareable), one full render, its thumbnail.
      expect(read.num_full_rendered_videos).toBe(1);
      expect(read.thumbnail).toEqual(expect.any(String));
      expect((await download(read.thumbnail)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      const asset = await ok('GET', `${projectPath()}assets/videos/${job.video.id}/`);
      expect(asset.duration_s).toBeCloseTo(video.duration_s, 1);
      const shared = await ok('POST', `${projectPath()}assets/videos/${job.video.id}/sharing/`, {}, 201);
      const page = await fetch(`${stack.url}/s/${shared.shareable_resource_link.token}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/<video [^>]*src="[^"]+"/);
    },
    SLOW,
  );

  it(
    'renders 9:16 at its size and length',
    async () => {
      const { path } = await render('tall', {}, { width: 360, height: 640, format: '9:16' });
      const video = await probeVideo(runner, path);
      expect(video).toMatchObject({ width: 360, height: 640, codec_id: 'h264', chroma_subsampling: '4:2:0' });
      expect(await probeAudio(runner, path)).toMatchObject({
        sample_rate: 48_000,
        channels: 2,
        codec_id: 'aac',
      });
      expect(Math.abs(video.duration_s - expectedSeconds(shots).totalS)).toBeLessThanOrEqual(1 / FPS + 0.001);
      const level = await loudness(path);
      expect(Math.abs(level.integrated - -14)).toBeLessThanOrEqual(1);
      expect(level.truePeak).toBeLessThanOrEqual(-1);
      expect((await ok('GET', projectPath())).num_full_rendered_videos).toBe(2);
    },
    SLOW,
  );

  it(
    'renders the unbranded variant without the agent card, and cancels a render (credits released)',
    async () => {
      const branded = await render('wide', {}, { width: 640, height: 360, format: '16:9' });
      const plain = await render(
        'unbranded',
        { branded: false },
        { width: 640, height: 360, format: '16:9' },
      );
      const { totalS } = expectedSeconds(shots);
      const outroAt = totalS - 1;
      const shotAt = expectedSeconds(shots).shotsStartS + 1;
      // Where the outro templates set the agent card: the left part of the frame, around the middle.
      const agentCard = { left: 0, top: 0.2, width: 0.4, height: 0.6 };
      const diff = async (at: number, name: string, region?: typeof agentCard) =>
        imageDifference(
          await frameAt(branded.path, at, join(dir, `${name}-branded.png`)),
          await frameAt(plain.path, at, join(dir, `${name}-plain.png`)),
          region,
        );
      // The same shots; a different outro: no agent name, photo or contact where the card was. (A
      // whole-frame mean hides the card in the dark background of the card, hence the region.)
      expect(await diff(shotAt, 'shot')).toBeLessThan(3);
      expect(await diff(outroAt, 'outro', agentCard)).toBeGreaterThan(12);
      // The narration's price sentence is left out of the unbranded voice and captions.
      const said = async (job: JsonBody) =>
        parseWebVtt((await download(job.captions.file)).toString('utf8'))
          .map((cue) => cue.lines.join(' '))
          .join(' ');
      expect(await said(branded.job)).toContain('$2,450,000');
      expect(await said(plain.job)).not.toMatch(/\$|2,450,000|Offered/);

      const before = await stack.balance(owner);
      const created = await ok('POST', `${projectPath()}render-jobs/`, { branded: true }, 201);
      expect(await stack.balance(owner)).toBe(minus(before, created.cost_credits));
      const cancelled = await ok('POST', `${projectPath()}render-jobs/${created.id}/cancel/`);
      expect(cancelled).toMatchObject({ status: 'cancelled', cost_credits: '0.00', video: null });
      expect(await stack.balance(owner)).toBe(before);
      expect(
        (await api(stack, owner, 'POST', `${projectPath()}render-jobs/${created.id}/cancel/`)).status,
      ).toBe(400);
      const listed = await ok('GET', `${projectPath()}render-jobs/`);
      expect(listed.count).toBe(4);
      expect(listed.results[0].id).toBe(created.id);
      expect((await ok('GET', projectPath())).num_full_rendered_videos).toBe(3);
    },
    SLOW,
  );
});
