// A local Replicate for tests, answering the documented prediction shapes (replicate-javascript,
// Replicate's HTTP API): create (models or version endpoint, `Prefer: wait` honoured when the
// script says the prediction finishes within it) -> {id, status, output, error, urls: {get,
// cancel, stream, web}}; get -> starting/processing -> succeeded | failed; cancel (POST) ->
// canceled; throttling 429 {detail} with Retry-After; refusal 422 {title, detail, status}.
import { sendJson, type ProviderServer, type RecordedRequest } from '@platform/http-client/testing';

export interface ReplicateScript {
  /** Polls answered `processing` before `succeeded` (default 2; Infinity holds). */
  pendingPolls?: number;
  /** The create's `Prefer: wait` sees the prediction finish: the create answer is final. */
  finishWhileWaiting?: boolean;
  /** The create is held this long before its answer (a cold start under `Prefer: wait`). */
  holdCreateMs?: number;
  throttleFirstCreate?: boolean;
  /** The first poll fails with 500. */
  faultFirstPoll?: boolean;
  refuse?: boolean;
  failWith?: string;
  /** The prediction's output; `{file}` in strings is replaced by the file's URL. */
  output: unknown;
  /** Served at /files/out. */
  file?: Buffer;
}

export interface ReplicateFake {
  creates(): RecordedRequest[];
  polls(): RecordedRequest[];
  cancels(): RecordedRequest[];
}

export function playReplicate(server: ProviderServer, script: ReplicateScript): ReplicateFake {
  let creates = 0;
  let polls = 0;
  const fileUrl = `${server.url}/files/out`;
  const output = JSON.parse(JSON.stringify(script.output).replaceAll('{file}', fileUrl)) as unknown;
  const prediction = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
    id,
    model: 'acme/model',
    version: 'b'.repeat(64),
    input: {},
    logs: '',
    output: null,
    error: null,
    status,
    data_removed: false,
    created_at: '2026-01-01T00:00:00.000Z',
    urls: {
      get: `${server.url}/v1/predictions/${id}`,
      cancel: `${server.url}/v1/predictions/${id}/cancel`,
      stream: `${server.url}/stream/${id}`,
      web: `https://replicate.com/p/${id}`,
    },
    ...extra,
  });
  const final = (id: string) =>
    script.failWith
      ? prediction(id, 'failed', { error: script.failWith })
      : prediction(id, 'succeeded', { output, metrics: { predict_time: 1.2, total_time: 1.5 } });
  server.handle((req, res) => {
    const path = req.path.split('?')[0] ?? '';
    if (
      req.method === 'POST' &&
      (/^\/v1\/models\/[^/]+\/[^/]+\/predictions$/.test(path) || path === '/v1/predictions')
    ) {
      creates += 1;
      if (script.throttleFirstCreate && creates === 1) {
        return sendJson(
          res,
          429,
          { detail: 'Request was throttled. Your rate limit resets in ~1s.', status: 429 },
          { 'Retry-After': '1' },
        );
      }
      if (script.refuse) {
        return sendJson(res, 422, {
          title: 'Input validation failed',
          detail: '- input.prompt: Invalid type. Expected: string, given: integer',
          status: 422,
        });
      }
      const id = `pred${creates}`;
      const waited = /wait/.test(String(req.headers.prefer ?? ''));
      const answer = () =>
        sendJson(res, 201, waited && script.finishWhileWaiting ? final(id) : prediction(id, 'starting'));
      if (script.holdCreateMs)
        return new Promise((resolve) => setTimeout(resolve, script.holdCreateMs)).then(answer);
      return answer();
    }
    const cancel = /^\/v1\/predictions\/([^/]+)\/cancel$/.exec(path);
    if (req.method === 'POST' && cancel) return sendJson(res, 200, prediction(cancel[1]!, 'canceled'));
    const get = /^\/v1\/predictions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && get) {
      polls += 1;
      if (script.faultFirstPoll && polls === 1)
        return sendJson(res, 500, { detail: 'Internal server error' });
      if (polls <= (script.pendingPolls ?? 2))
        return sendJson(
          res,
          200,
          prediction(get[1]!, 'processing', { started_at: '2026-01-01T00:00:01.000Z' }),
        );
      return sendJson(res, 200, final(get[1]!));
    }
    if (req.method === 'GET' && path === '/files/out' && script.file) {
      res.writeHead(200, {
        'Content-Type': 'application/octet-stream',
        'Content-Length': script.file.length,
      });
      return res.end(script.file);
    }
    return sendJson(res, 404, { detail: 'Not found.', status: 404 });
  });
  const matching = (test: (r: RecordedRequest) => boolean) => () => server.requests.filter(test);
  return {
    creates: matching((r) => r.method === 'POST' && r.path.endsWith('/predictions')),
    polls: matching((r) => r.method === 'GET' && /^\/v1\/predictions\/[^/]+$/.test(r.path)),
    cancels: matching((r) => r.method === 'POST' && r.path.endsWith('/cancel')),
  };
}
