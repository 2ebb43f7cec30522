// A local fal queue for tests, answering exactly the documented shapes (fal-js queue.ts, fal's
// queue docs): submit -> {request_id, response_url, status_url, cancel_url}; status IN_QUEUE ->
// IN_PROGRESS -> COMPLETED; result {video: {url}} or {images: [{url, ...}]}; cancel (PUT) ->
// {status: "CANCELLATION_REQUESTED"}; a refusal is 422 {detail: [{loc, msg, type}]}.
import { sendJson, type ProviderServer, type RecordedRequest } from '@platform/http-client/testing';

export const FAL_I2V_APP = 'fal-ai/kling-video/v2.1/standard/image-to-video';
export const FAL_T2I_APP = 'fal-ai/flux/dev';

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
  /** The MP4 (or PNG for text to image) served as the result file. */
  file: Buffer;
  /** Where the result file is said to be (default: on the queue's own host). */
  fileUrl?: string;
  /** Images per text-to-image result (default: the request's num_images). */
  images?: number;
}

export interface FalFake {
  submits(): RecordedRequest[];
  cancels(): RecordedRequest[];
  polls(): RecordedRequest[];
}

/** Scripts `server` as fal's queue (one request id per submit: req-1, req-2, ...). */
export function playFal(server: ProviderServer, script: FalScript): FalFake {
  let submits = 0;
  let polls = 0;
  const numImages = new Map<string, number>();
  server.handle((req, res) => {
    const path = req.path.split('?')[0] ?? '';
    if (script.outage) return sendJson(res, 503, { detail: 'Runner fault', error_type: 'runner_server_error' }, { 'X-Fal-Error-Type': 'runner_server_error' });
    if (req.method === 'POST' && (path === `/${FAL_I2V_APP}` || path === `/${FAL_T2I_APP}`)) {
      submits += 1;
      if (script.throttleFirstSubmit && submits === 1) {
        return sendJson(res, 429, { detail: 'Too many requests' }, { 'Retry-After': '1' });
      }
      if (script.refuse) {
        return sendJson(res, 422, { detail: [{ loc: ['body', 'image_url'], msg: 'Unsupported image dimensions', type: 'value_error' }] });
      }
      const id = `req-${submits}`;
      const [owner, alias] = path.slice(1).split('/');
      const root = `${server.url}/${owner}/${alias}/requests/${id}`;
      numImages.set(id, Number((req.body as { num_images?: number }).num_images ?? 1));
      return sendJson(res, 200, { request_id: id, response_url: root, status_url: `${root}/status`, cancel_url: `${root}/cancel`, queue_position: 0 });
    }
    const status = /^\/[^/]+\/[^/]+\/requests\/([^/]+)\/status$/.exec(path);
    if (req.method === 'GET' && status) {
      polls += 1;
      if (script.faultFirstPoll && polls === 1) {
        return sendJson(res, 503, { detail: 'Runner fault', error_type: 'runner_server_error' }, { 'X-Fal-Error-Type': 'runner_server_error' });
      }
      const pending = script.pendingPolls ?? 2;
      if (polls <= pending) {
        return sendJson(res, 202, polls === 1 ? { status: 'IN_QUEUE', queue_position: 1, response_url: `${server.url}${path.replace(/\/status$/, '')}` } : { status: 'IN_PROGRESS', logs: [] });
      }
      return sendJson(res, 200, { status: 'COMPLETED', logs: [], ...(script.failWith ? { error: script.failWith, error_type: 'model_error' } : {}) });
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
          images: Array.from({ length: count }, () => ({ url, content_type: 'image/png', width: 64, height: 64 })),
          seed: 42,
          has_nsfw_concepts: [false],
        });
      }
      return sendJson(res, 200, { video: { url, content_type: 'video/mp4', file_name: 'output.mp4', file_size: script.file.length } });
    }
    if (req.method === 'GET' && path.startsWith('/files/')) {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': script.file.length });
      return res.end(script.file);
    }
    return sendJson(res, 404, { detail: 'Not Found' });
  });
  const matching = (test: (r: RecordedRequest) => boolean) => () => server.requests.filter(test);
  return {
    submits: matching((r) => r.method === 'POST'),
    cancels: matching((r) => r.method === 'PUT'),
    polls: matching((r) => r.method === 'GET' && r.path.split('?')[0]!.endsWith('/status')),
  };
}
