// A local HTTP server that plays a hosted ML enhancer (the http-enhance adapter's API) and really
// enhances: the upload is kept, a job runs ffmpeg over the plan's frame range at the plan's size,
// and the result is served once ffmpeg is done.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sendJson, type ProviderServer, type RecordedRequest } from '@platform/http-client/testing';

const renders = new Set<ChildProcess>();

/** Kills the renders still running (a test's clean-up). */
export function stopEnhancingRenders(): void {
  for (const render of renders) render.kill('SIGKILL');
  renders.clear();
}

interface Plan {
  start_frame: number;
  end_frame: number;
  out_width: number;
  out_height: number;
  out_fps: number;
  input_fps: number;
  keep_audio: boolean;
}

/**
 * A provider that enhances for real: the upload is kept, a job runs ffmpeg over the plan's frame
 * range at the plan's size (or `size` and `frames`, to deliver the wrong thing), the status says running with
 * a progress until ffmpeg is done.
 */
export function enhancingProvider(server: ProviderServer, dir: string, options: { size?: string; frames?: number; failWith?: string } = {}): void {
  const uploads = new Map<string, string>();
  const jobs = new Map<string, { path: string; done: Promise<number | null>; finished: boolean }>();
  server.handle(async (req: RecordedRequest, res) => {
    if (req.method === 'POST' && req.path === '/v1/uploads') {
      const id = `in-${uploads.size + 1}`;
      const path = join(dir, `${id}.mp4`);
      await writeFile(path, req.raw);
      uploads.set(id, path);
      return sendJson(res, 201, { id });
    }
    if (req.method === 'POST' && req.path === '/v1/jobs') {
      const plan = req.body as Plan & { input_id: string };
      const input = uploads.get(plan.input_id);
      if (!input) return sendJson(res, 400, { error: 'unknown input' });
      const id = `enh-${jobs.size + 1}`;
      const path = join(dir, `${id}.mp4`);
      const size = options.size ?? `${plan.out_width}:${plan.out_height}`;
      const render = spawn('ffmpeg', [
        '-hide_banner', '-loglevel', 'error', '-y', '-i', input,
        '-vf', `trim=start_frame=${plan.start_frame}:end_frame=${plan.end_frame},setpts=PTS-STARTPTS,scale=${size},fps=${plan.out_fps},format=yuv420p`,
        ...(options.frames === undefined ? [] : ['-frames:v', String(options.frames)]),
        ...(plan.keep_audio ? ['-af', `atrim=start=${plan.start_frame / plan.input_fps}:end=${plan.end_frame / plan.input_fps},asetpts=PTS-STARTPTS`] : ['-an']),
        '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-movflags', '+faststart', path,
      ]);
      renders.add(render);
      const job = { path, finished: false, done: new Promise<number | null>((resolve) => render.once('exit', (code) => resolve(code))) };
      void job.done.then(() => {
        job.finished = true;
        renders.delete(render);
      });
      jobs.set(id, job);
      return sendJson(res, 202, { id });
    }
    const status = /^\/v1\/jobs\/(enh-\d+)$/.exec(req.path);
    if (req.method === 'GET' && status?.[1]) {
      const job = jobs.get(status[1]);
      if (!job) return sendJson(res, 404, { error: 'unknown job' });
      if (!job.finished) return sendJson(res, 200, { status: 'running', progress: 40 });
      if (options.failWith) return sendJson(res, 200, { status: 'failed', error: { message: options.failWith } });
      return sendJson(res, 200, { status: (await job.done) === 0 ? 'succeeded' : 'failed', video_url: `/files/${status[1]}.mp4` });
    }
    const file = /^\/files\/(enh-\d+)\.mp4$/.exec(req.path);
    if (req.method === 'GET' && file?.[1]) {
      const job = jobs.get(file[1]);
      if (!job) return sendJson(res, 404, { error: 'unknown file' });
      res.writeHead(200, { 'Content-Type': 'video/mp4' });
      return res.end(await readFile(job.path));
    }
    if (req.method === 'POST' && /^\/v1\/jobs\/enh-\d+\/cancel$/.test(req.path)) return sendJson(res, 200, { status: 'cancelled' });
    return sendJson(res, 404, { error: 'unknown route' });
  });
}

