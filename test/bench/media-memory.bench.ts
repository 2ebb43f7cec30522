// Media memory benchmark: peak RSS of this process plus its ffmpeg children while the engine
// renders a 10 s 1080p move, and proof that a 20000x20000 image is refused before decoding.
import { crc32, deflateSync } from 'node:zlib';
import { MediaError, createTempDir, ffmpegRunnerFromEnv, makeThumbnail, probeImage } from '../../packages/media/src/index.ts';
import { createCameraMoveEngine } from '../../services/media-worker/src/engines/index.ts';
import { photoLikeStill, sampleTreeRss, selfRssMiB } from './media.bench-support.ts';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 20000x20000 1-bit PNG of a few tens of KiB (all-zero rows compress ~1000:1). */
function hugePng(side = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1;
  ihdr[9] = 0;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(side * (1 + side / 8)), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const mib = (value: number) => `${value.toFixed(1)} MiB`;

export async function benchMediaMemory(): Promise<string> {
  const runner = ffmpegRunnerFromEnv();
  const engine = createCameraMoveEngine({ runner });
  const dir = await createTempDir({ prefix: 'bench-memory-' });
  const lines: string[] = [];
  try {
    const still = await photoLikeStill(runner, dir.path);
    const out = await createTempDir({ parent: dir.path });
    const baseline = await selfRssMiB();
    const sampler = sampleTreeRss(50);
    const started = performance.now();
    const result = await engine({ stillPath: still.path, movement: 'dolly_in', resolution: '1080p', durationS: 10 }, { tmpDir: out.path });
    const elapsed = performance.now() - started;
    const peak = await sampler.stop();
    lines.push(
      `10 s 1080p30 dolly_in from a ${still.width}x${still.height} JPEG: ${result.video.num_frames} frames, ${(result.video.file_size / 1024 / 1024).toFixed(1)} MiB, rendered in ${(elapsed / 1000).toFixed(1)} s`,
      `- node process before the job: ${mib(baseline)}`,
      `- peak node process: ${mib(peak.self)}; peak ffmpeg/ffprobe children: ${mib(peak.children)}`,
      `- peak total (node + children, sampled together every 50 ms, ${peak.samples} samples): ${mib(peak.total)} (shared library pages are counted once per process)`,
      '',
    );

    const png = hugePng();
    const before = await selfRssMiB();
    const t0 = performance.now();
    const probeError = await probeImage(png).then(() => null, (err: unknown) => err);
    const probeMs = performance.now() - t0;
    const t1 = performance.now();
    const thumbError = await makeThumbnail(png).then(() => null, (err: unknown) => err);
    const thumbMs = performance.now() - t1;
    const after = await selfRssMiB();
    const describe = (err: unknown) => (err instanceof MediaError ? `MediaError(${err.code}): ${err.message}` : `NOT REFUSED: ${String(err)}`);
    lines.push(
      `20000x20000 PNG (${(png.length / 1024).toFixed(0)} KiB file, 400 megapixels; decoding would need >= 400 MB at 1 byte per pixel):`,
      `- probeImage: ${describe(probeError)} in ${probeMs.toFixed(1)} ms`,
      `- makeThumbnail (decode path): ${describe(thumbError)} in ${thumbMs.toFixed(1)} ms`,
      `- node RSS ${mib(before)} -> ${mib(after)} (${after - before >= 0 ? '+' : ''}${(after - before).toFixed(1)} MiB): refused from the header, before any pixel is decoded`,
    );
    return lines.join('\n');
  } finally {
    await dir.remove();
  }
}
