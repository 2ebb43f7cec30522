// Listing render benchmark: a 60 s 1080p listing with 10 shots (camera moves made beforehand, not
// timed), a festival voiceover of the built-in script, library music and burned-in captions,
// through the render engine. Reports the speed against real time, each stage's time and the peak
// memory of the process tree (node + ffmpeg) while rendering.
import { createTempDir, ffmpegRunnerFromEnv } from '../../packages/media/src/index.ts';
import { writeListingScript } from '../../packages/listing/src/index.ts';
import { createRenderEngine, type CameraMovement } from '../../services/media-worker/src/engines/index.ts';
import { demoRenderInput, prepareDemoListing } from '../../services/media-worker/src/engines/render.test-support.ts';
import { sampleTreeRss } from './media.bench-support.ts';

const MOVES: CameraMovement[] = ['dolly_in', 'pan_right', 'truck_left', 'tilt_up', 'orbit_left_to_right', 'dolly_out', 'pan_left', 'truck_right', 'tilt_down', 'static'];
const SHOT_S = 5.75;

export async function benchListingRender(): Promise<string> {
  const runner = ffmpegRunnerFromEnv();
  const dir = await createTempDir({ prefix: 'bench-listing-' });
  try {
    const script = writeListingScript({
      facts: { address: '12 Ocean Dr, Bondi NSW', realEstateType: 'house', bedrooms: 4, bathrooms: 2, parkingSpaces: 2, landSize: '612.5', landSizeUnit: 'sqm', price: '2450000' },
      shots: MOVES.map((_move, index) => ({ description: ['kitchen', 'living room', 'bedroom', 'garden', 'pool', 'bathroom', 'dining', 'view', 'facade', 'balcony'][index]!, durationS: SHOT_S })),
      durationS: 50,
    });
    const demo = await prepareDemoListing(runner, dir.path, {
      resolution: '1080p',
      script,
      specs: MOVES.map((movement) => ({ movement, clipS: 6, shot: { startS: 0, endS: SHOT_S, speed: 1, transition: 'fade' as const } })),
    });
    const input = await demoRenderInput(demo, { width: 1920, height: 1080 }, { branded: true, introS: 4, outroS: 4 });
    const out = await createTempDir({ parent: dir.path });
    const memory = sampleTreeRss(100);
    const started = performance.now();
    const result = await createRenderEngine({ runner })(input, { tmpDir: out.path });
    const elapsed = performance.now() - started;
    const peak = await memory.stop();
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    return [
      `1920x1080, ${result.video.duration_s.toFixed(2)} s video, 10 shots, voiceover ${demo.voice.audio.duration_s.toFixed(1)} s (${script.split(/\s+/).length} words), music, captions`,
      `render: ${s(elapsed)} = ${(result.video.duration_s / (elapsed / 1000)).toFixed(2)}x real time`,
      `stages: cards ${s(result.stages.cards_ms)}, mix ${s(result.stages.mix_ms)}, loudness ${s(result.stages.loudness_ms)}, video ${s(result.stages.video_ms)}, thumbnail ${s(result.stages.thumbnail_ms)}`,
      `peak memory (node + ffmpeg): ${peak.total.toFixed(0)} MiB (ffmpeg ${peak.children.toFixed(0)} MiB)`,
    ].join('\n');
  } finally {
    await dir.remove();
  }
}
