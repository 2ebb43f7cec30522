// Media memory benchmark: the media worker's peak RSS, its ffmpeg children included, while it
// renders a 10 s 1080p camera move, measured on the deployable itself (the local stack's worker
// process, the job created through the API); and proof that a 20000x20000 image is refused
// before decoding.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import {
  MediaError,
  createTempDir,
  ffmpegRunnerFromEnv,
  makeThumbnail,
  probeImage,
} from '../../packages/media/src/index.ts';
import { servicePids, startLocalStack } from './local-stack.ts';
import { photoLikeStill, sampleTreeRss, selfRssMiB } from './media.bench-support.ts';
import { rssMiB } from './processes.ts';

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
  const dir = await createTempDir({ prefix: 'bench-memory-' });
  const stack = await startLocalStack();
  const lines: string[] = [];
  try {
    const still = await photoLikeStill(runner, join(dir.path));
    const authorization = `Token ${stack.apiKey}`;
    const form = new FormData();
    form.set('file', new Blob([await readFile(still.path)], { type: 'image/jpeg' }), 'still.jpg');
    const upload = await fetch(`${stack.base}/api/v2/studio/assets/images/`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    if (upload.status !== 201) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
    const image = (await upload.json()) as { id: string };
    const headers = { authorization, 'content-type': 'application/json' };
    const project = (await (
      await fetch(`${stack.base}/api/v2/studio/projects/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Memory' }),
      })
    ).json()) as { id: string };
    const jobs = `${stack.base}/api/v2/studio/projects/${project.id}/jobs/image-to-video/`;

    const worker = (await servicePids(stack.pid)).get('media-worker');
    if (worker === undefined) throw new Error('the media worker is not running');
    const baseline = await rssMiB(worker);
    const sampler = sampleTreeRss(50, worker);
    const started = performance.now();
    const created = await fetch(jobs, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        start_frame: image.id,
        model_name: 'hexal_fast_i2v',
        model_config: { camera_movement: 'dolly_in' },
        requested_resolution: '1080p',
        requested_video_duration: 10,
      }),
    });
    const job = (await created.json()) as { id: string };
    if (created.status !== 201) throw new Error(`create answered ${created.status}: ${JSON.stringify(job)}`);
    let state: {
      status: string;
      error_message?: string;
      video?: { num_frames: number; file_size: number } | null;
    } = { status: 'queued' };
    while (state.status === 'queued' || state.status === 'processing') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await (await fetch(`${jobs}${job.id}/`, { headers })).json()) as typeof state;
      if (performance.now() - started > 120_000) throw new Error('the job did not finish within 120 s');
    }
    const elapsed = performance.now() - started;
    const peak = await sampler.stop();
    if (state.status !== 'completed')
      throw new Error(`the job ended ${state.status}: ${state.error_message}`);
    lines.push(
      `10 s 1080p30 dolly_in from a ${still.width}x${still.height} JPEG through the API, rendered by the local stack's media worker: ${state.video?.num_frames} frames, ${((state.video?.file_size ?? 0) / 1024 / 1024).toFixed(1)} MiB, done in ${(elapsed / 1000).toFixed(1)} s`,
      `- worker process before the job: ${mib(baseline)}`,
      `- peak worker process: ${mib(peak.self)}; peak ffmpeg/ffprobe children: ${mib(peak.children)}`,
      `- peak total (worker + children, sampled together every 50 ms, ${peak.samples} samples): ${mib(peak.total)} (target: under 1 GiB; shared library pages are counted once per process)`,
      '',
    );

    const png = hugePng();
    const before = await selfRssMiB();
    const t0 = performance.now();
    const probeError = await probeImage(png).then(
      () => null,
      (err: unknown) => err,
    );
    const probeMs = performance.now() - t0;
    const t1 = performance.now();
    const thumbError = await makeThumbnail(png).then(
      () => null,
      (err: unknown) => err,
    );
    const thumbMs = performance.now() - t1;
    const after = await selfRssMiB();
    const describe = (err: unknown) =>
      err instanceof MediaError ? `MediaError(${err.code}): ${err.message}` : `NOT REFUSED: ${String(err)}`;
    lines.push(
      `20000x20000 PNG (${(png.length / 1024).toFixed(0)} KiB file, 400 megapixels; decoding would need >= 400 MB at 1 byte per pixel):`,
      `- probeImage: ${describe(probeError)} in ${probeMs.toFixed(1)} ms`,
      `- makeThumbnail (decode path): ${describe(thumbError)} in ${thumbMs.toFixed(1)} ms`,
      `- node RSS ${mib(before)} -> ${mib(after)} (${after - before >= 0 ? '+' : ''}${(after - before).toFixed(1)} MiB): refused from the header, before any pixel is decoded`,
    );
    return lines.join('\n');
  } finally {
    await stack.stop();
    await dir.remove();
  }
}
