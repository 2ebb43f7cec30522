import { cameraMoveArgs } from '../src/engines/camera-move.args.ts';
import { planCameraMove } from '../src/engines/camera-move.plan.ts';
import { FfmpegRunner } from '@platform/media';
const plan = planCameraMove({ stillWidth: 1280, stillHeight: 720, movement: 'pan_right', resolution: '1080p', durationS: 10 });
const args = cameraMoveArgs(plan, { kind: 'image', path: '/tmp/cmx/feature.png' }, '/tmp/cmx/f.mp4', {}, process.argv[2] ? { first: '/tmp/cmx/f1.jpg', last: '/tmp/cmx/f2.jpg' } : undefined);
const t0 = Date.now(); let pid = 0; let peak = 0;
const timer = setInterval(async () => { try { const s = await (await import('node:fs/promises')).readFile(`/proc/${pid}/status`, 'utf8'); peak = Math.max(peak, Number(/VmRSS:\s+(\d+)/.exec(s)?.[1])); } catch {} }, 100);
await new FfmpegRunner().ffmpeg(args, { expectedDurationS: 10, onSpawn: (p) => (pid = p), onProgress: (p) => console.log(((Date.now() - t0) / 1000).toFixed(1), p.fraction?.toFixed(3), p.frame) });
clearInterval(timer); console.log('peak RSS MiB', (peak / 1024).toFixed(0), 'total', (Date.now() - t0) / 1000);
