// A local fal queue for tests, answering exactly the documented shapes (fal-js queue.ts, fal's
// queue docs): submit -> {request_id, response_url, status_url, cancel_url}; status IN_QUEUE ->
// IN_PROGRESS -> COMPLETED; result {video: {url}} or {images: [{url, ...}]}; cancel (PUT) ->
// {status: "CANCELLATION_REQUESTED"}; a refusal is 422 {detail: [{loc, msg, type}]}. The video
// upscaler (`fal-ai/seedvr/upscale/video`) really upscales: it fetches `video_url` (fal's storage
// on this server, a pre-signed URL of ours, or a data URL) and scales it by `upscale_factor` with
// ffmpeg. fal's storage: initiate (and initiate-multipart) -> {upload_url, file_url}, PUT, GET.
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendJson, type ProviderServer, type RecordedRequest } from '@platform/http-client/testing';
import { scaleVideo } from './upscale.ts';

export const FAL_I2V_APP = 'fal-ai/kling-video/v2.1/standard/image-to-video';
export const FAL_T2I_APP = 'fal-ai/flux/dev';
export const FAL_UPSCALE_APP = 'fal-ai/seedvr/upscale/video';
const APPS = new Set([FAL_I2V_APP, FAL_T2I_APP, FAL_UPSCALE_APP].map((app) => `/${app}`));

export interface FalScript {
  /** Status polls answered IN_QUEUE / IN_PROGRESS before COMPLETED (default 2; Infinity holds). */
  pendingPolls?: number;
  /** The first submit is throttled: 429 with `Retry-After: 1`. */
  throttleFirstSubmit?: boolean;
  /** The first status poll fails with 503 (runner fault). */
  faultFirstPoll?: boolean;
  /** fal is down: every call answers 503 (a runner fault), as an outage would. */
  outage?: boolean;
  /** Every submit is refused with 422. */
  refuse?: boolean;
  /** COMPLETED with an error (the model failed); the result answers 422. */
  failWith?: string;
  /** The MP4 (or PNG for text to image) served as the result file (the upscaler makes its own). */
  file?: Buffer;
  /** Where the upscaler keeps inputs and renders (default the OS temp dir). */
  dir?: string;
  /** Where the result file is said to be (default: on the queue's own host). */
  fileUrl?: string;
  /** Images per text-to-image result (default: the request's num_images). */
  images?: number;
}

export interface FalFake {
  submits(): RecordedRequest[];
  cancels(): RecordedRequest[];
  polls(): RecordedRequest[];
  /** Uploads into fal's storage (initiate, PUT). */
  uploads(): RecordedRequest[];
}

/** fal's storage on the fake: uploaded files by name, and multipart uploads by part. */
function falStorage(server: ProviderServer) {
  const files = new Map<string, Buffer>();
  const multipart = new Map<string, Map<number, Buffer>>();
  let uploads = 0;
  return {
    files,
    handle(
      req: RecordedRequest,
      res: Parameters<Parameters<ProviderServer['handle']>[0]>[1],
      path: string,
    ): boolean {
      const initiate = /^\/storage\/upload\/(initiate|initiate-multipart)$/.exec(path);
      if (req.method === 'POST' && initiate && req.path.includes('storage_type=fal-cdn-v3')) {
        const name = `upload-${(uploads += 1)}`;
        if (initiate[1] === 'initiate-multipart') multipart.set(name, new Map());
        sendJson(res, 200, {
          upload_url: `${server.url}/${initiate[1] === 'initiate' ? 'put' : 'multipart'}/${name}?sig=1`,
          file_url: `${server.url}/cdn/${name}`,
        });
        return true;
      }
      const put = /^\/put\/([^/]+)$/.exec(path);
      if (req.method === 'PUT' && put) {
        files.set(put[1]!, req.raw);
        sendJson(res, 200, {});
        return true;
      }
      const part = /^\/multipart\/([^/]+)\/(\d+|complete)$/.exec(path);
      const parts = part ? multipart.get(part[1]!) : undefined;
      if (part && parts && req.method === 'PUT') {
        parts.set(Number(part[2]), req.raw);
        sendJson(res, 200, { partNumber: Number(part[2]), etag: `etag-${part[2]}` });
        return true;
      }
      if (part && parts && req.method === 'POST') {
        const listed = (req.body as { parts: Array<{ partNumber: number; etag: string }> }).parts;
        if (listed.length !== parts.size || listed.some((p) => p.etag !== `etag-${p.partNumber}`)) {
          sendJson(res, 400, { detail: 'parts do not match' });
          return true;
        }
        files.set(part[1]!, Buffer.concat(listed.map((p) => parts.get(p.partNumber)!)));
        sendJson(res, 200, {});
        return true;
      }
      const cdn = /^\/cdn\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && cdn && files.has(cdn[1]!)) {
        res.writeHead(200, { 'Content-Type': 'video/mp4' });
        res.end(files.get(cdn[1]!));
        return true;
      }
      return false;
    },
  };
}

/** The bytes behind a `video_url`: inline, or fetched (fal's storage here, or our storage's pre-signed URL). */
async function fetchInput(url: string): Promise<Buffer> {
  if (url.startsWith('data:')) return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`video_url answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Scripts `server` as fal's queue (one request id per submit: req-1, req-2, ...). */
export function playFal(server: ProviderServer, script: FalScript): FalFake {
  let submits = 0;
  let polls = 0;
  const numImages = new Map<string, number>();
  const storage = falStorage(server);
  const renders = new Map<string, { path: string; done: boolean; failed?: string }>();
  server.handle(async (req, res) => {
    const path = req.path.split('?')[0] ?? '';
    if (script.outage)
      return sendJson(
        res,
        503,
        { detail: 'Runner fault', error_type: 'runner_server_error' },
        { 'X-Fal-Error-Type': 'runner_server_error' },
      );
    if (storage.handle(req, res, path)) return;
    if (req.method === 'POST' && APPS.has(path)) {
      submits += 1;
      if (script.throttleFirstSubmit && submits === 1) {
        return sendJson(res, 429, { detail: 'Too many requests' }, { 'Retry-After': '1' });
      }
      if (script.refuse) {
        return sendJson(res, 422, {
          detail: [{ loc: ['body', 'image_url'], msg: 'Unsupported image dimensions', type: 'value_error' }],
        });
      }
      const id = `req-${submits}`;
      const [owner, alias] = path.slice(1).split('/');
      const root = `${server.url}/${owner}/${alias}/requests/${id}`;
      numImages.set(id, Number((req.body as { num_images?: number }).num_images ?? 1));
      if (path === `/${FAL_UPSCALE_APP}`) {
        const { video_url: videoUrl, upscale_factor: factor = 2 } = req.body as {
          video_url: string;
          upscale_factor?: number;
        };
        const input = join(script.dir ?? tmpdir(), `fal-${process.pid}-${id}-in.mp4`);
        const render = {
          path: join(script.dir ?? tmpdir(), `fal-${process.pid}-${id}-out.mp4`),
          done: false,
        } as { path: string; done: boolean; failed?: string };
        renders.set(id, render);
        await writeFile(input, await fetchInput(videoUrl));
        void scaleVideo(input, render.path, `iw*${factor}:ih*${factor}`).then(
          () => (render.done = true),
          (error: unknown) => ((render.failed = String(error)), (render.done = true)),
        );
      }
      return sendJson(res, 200, {
        request_id: id,
        response_url: root,
        status_url: `${root}/status`,
        cancel_url: `${root}/cancel`,
        queue_position: 0,
      });
    }
    const status = /^\/[^/]+\/[^/]+\/requests\/([^/]+)\/status$/.exec(path);
    if (req.method === 'GET' && status) {
      polls += 1;
      if (script.faultFirstPoll && polls === 1) {
        return sendJson(
          res,
          503,
          { detail: 'Runner fault', error_type: 'runner_server_error' },
          { 'X-Fal-Error-Type': 'runner_server_error' },
        );
      }
      const pending = script.pendingPolls ?? 2;
      if (polls <= pending || renders.get(status[1]!)?.done === false) {
        return sendJson(
          res,
          202,
          polls === 1
            ? {
                status: 'IN_QUEUE',
                queue_position: 1,
                response_url: `${server.url}${path.replace(/\/status$/, '')}`,
              }
            : { status: 'IN_PROGRESS', logs: [] },
        );
      }
      return sendJson(res, 200, {
        status: 'COMPLETED',
        logs: [],
        ...(script.failWith ? { error: script.failWith, error_type: 'model_error' } : {}),
      });
    }
    const cancel = /^\/[^/]+\/[^/]+\/requests\/([^/]+)\/cancel$/.exec(path);
    if (req.method === 'PUT' && cancel) return sendJson(res, 202, { status: 'CANCELLATION_REQUESTED' });
    const result = /^\/[^/]+\/[^/]+\/requests\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && result) {
      if (script.failWith) return sendJson(res, 422, { detail: script.failWith });
      const id = result[1] ?? '';
      const url = script.fileUrl ?? `${server.url}/files/${id}`;
      if (path.startsWith(`/${FAL_T2I_APP.split('/').slice(0, 2).join('/')}/`)) {
        const count = script.images ?? numImages.get(id) ?? 1;
        return sendJson(res, 200, {
          images: Array.from({ length: count }, () => ({
            url,
            content_type: 'image/png',
            width: 64,
            height: 64,
          })),
          seed: 42,
          has_nsfw_concepts: [false],
        });
      }
      return sendJson(res, 200, {
        video: {
          url,
          content_type: 'video/mp4',
          file_name: 'output.mp4',
          file_size: script.file?.length ?? 0,
        },
      });
    }
    if (req.method === 'GET' && path.startsWith('/files/')) {
      const render = renders.get(path.slice('/files/'.length));
      const file = render ? await readFile(render.path) : (script.file ?? Buffer.alloc(0));
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': file.length });
      return res.end(file);
    }
    return sendJson(res, 404, { detail: 'Not Found' });
  });
  const matching = (test: (r: RecordedRequest) => boolean) => () => server.requests.filter(test);
  return {
    submits: matching((r) => r.method === 'POST' && APPS.has(r.path.split('?')[0] ?? '')),
    cancels: matching((r) => r.method === 'PUT' && r.path.endsWith('/cancel')),
    uploads: matching(
      (r) =>
        r.path.startsWith('/storage/upload/') ||
        r.path.startsWith('/put/') ||
        r.path.startsWith('/multipart/'),
    ),
    polls: matching((r) => r.method === 'GET' && r.path.split('?')[0]!.endsWith('/status')),
  };
}
