import { createCameraMoveEngine } from '../src/engines/camera-move.engine.ts';
import { featureStill } from '../src/engines/camera-move.test-support.ts';
import { FfmpegRunner, createTempDir } from '@platform/media';
const dir = await createTempDir();
await featureStill(`${dir.path}/s.png`, { width: 1280, height: 720 });
const runner = new FfmpegRunner();
const orig = runner.ffmpeg.bind(runner);
runner.ffmpeg = (args, o = {}) => orig(args, { ...o, onSpawn: (pid) => console.log('spawn', pid, Date.now() - t0) });
const engine = createCameraMoveEngine({ runner });
const c = new AbortController(); let at = 0; const t0 = Date.now();
try {
  await engine({ stillPath: `${dir.path}/s.png`, movement: 'dolly_in', resolution: '1080p', durationS: 10 }, { tmpDir: dir.path, signal: c.signal, onProgress: (f) => { console.log('progress', f.toFixed(3), Date.now() - t0); if (f > 0.06 && !at) { at = Date.now(); c.abort(); console.log('abort', at - t0); } } });
} catch (e) { console.log('rejected', (e as Error).message, Date.now() - at, 'ms after abort'); }
await dir.remove();
