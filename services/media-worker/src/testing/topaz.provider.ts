// A local Topaz video API for tests, answering the documented shapes (developer.topazlabs.com):
// create -> {requestId, estimates: {cost, time}}; accept -> {uploadId, urls} with the part URLs on
// this server (one URL up to 500 MB, as Topaz does); PUT part -> ETag header; complete-upload
// {uploadResults} -> processing; status requested | accepted | processing (with progress) |
// complete (with download.url) | failed | canceled; DELETE cancels. The upscale is real: the
// uploaded parts are joined and scaled by ffmpeg to the create's output resolution.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sendJson, type ProviderServer, type RecordedRequest } from '@platform/http-client/testing';
import { scaleVideo } from './upscale.ts';

export interface TopazScript {
  /** Scratch directory for uploads and renders. */
  dir: string;
  /** Status polls answered `processing` after the render is done, before `complete` (default 1; Infinity holds). */
  pendingPolls?: number;
  /** The first create is throttled: 429 with `Retry-After: 1`. */
  throttleFirstCreate?: boolean;
  /** The first status poll fails with 503. */
  faultFirstPoll?: boolean;
  /** Every create is refused (400 INVALID_INPUT). */
  refuse?: string;
  /** The request fails while processing, with this message. */
  failWith?: string;
  /** Scale to this `W:H` instead of the asked resolution (a wrong result). */
  size?: string;
}

interface TopazRequest {
  body: { source: { size: number }; output: { resolution: { width: number; height: number } } };
  status: string;
  parts: Map<number, Buffer>;
  render?: Promise<void>;
  rendered: boolean;
  polls: number;
  output: string;
}

export interface TopazFake {
  creates(): RecordedRequest[];
  accepts(): RecordedRequest[];
  parts(): RecordedRequest[];
  completes(): RecordedRequest[];
  polls(): RecordedRequest[];
  cancels(): RecordedRequest[];
}

const ROUTE = /^\/video\/([^/]+)(\/accept|\/complete-upload\/|\/status)?$/;

/** Scripts `server` as Topaz's video API (request ids req-1, req-2, ...). */
export function playTopaz(server: ProviderServer, script: TopazScript): TopazFake {
  const requests = new Map<string, TopazRequest>();
  let creates = 0;
  let polls = 0;
  server.handle(async (req, res) => {
    if (req.method === 'POST' && req.path === '/video/') {
      creates += 1;
      if (script.throttleFirstCreate && creates === 1)
        return sendJson(res, 429, { message: 'Too many requests' }, { 'Retry-After': '1' });
      if (script.refuse) return sendJson(res, 400, { message: script.refuse, errorCode: 'INVALID_INPUT' });
      const id = `req-${creates}`;
      requests.set(id, {
        body: req.body as TopazRequest['body'],
        status: 'requested',
        parts: new Map(),
        rendered: false,
        polls: 0,
        output: join(script.dir, `${id}-out.mp4`),
      });
      return sendJson(res, 200, { requestId: id, estimates: { cost: [4, 6], time: [20, 40] } });
    }
    const part = /^\/upload\/([^/]+)\/(\d+)$/.exec(req.path);
    if (req.method === 'PUT' && part) {
      const request = requests.get(part[1]!);
      if (!request) return sendJson(res, 404, { message: 'unknown upload' });
      request.parts.set(Number(part[2]), req.raw);
      res.writeHead(200, { ETag: `"etag-${part[1]}-${part[2]}"` });
      return res.end();
    }
    const download = /^\/download\/([^/]+)\.mp4$/.exec(req.path);
    if (req.method === 'GET' && download) {
      const request = requests.get(download[1]!);
      if (!request?.rendered) return sendJson(res, 404, { message: 'no such file' });
      res.writeHead(200, { 'Content-Type': 'video/mp4' });
      return res.end(await readFile(request.output));
    }
    const route = ROUTE.exec(req.path);
    const request = route ? requests.get(route[1]!) : undefined;
    if (!route || !request) return sendJson(res, 404, { message: 'Request not found', errorCode: 'UNKNOWN' });
    const id = route[1]!;
    if (req.method === 'PATCH' && route[2] === '/accept') {
      if (request.status !== 'requested')
        return sendJson(res, 400, { message: `Request is ${request.status}`, errorCode: 'INVALID_INPUT' });
      request.status = 'accepted';
      const urls = Array.from(
        { length: Math.max(1, Math.ceil(request.body.source.size / 500_000_000)) },
        (_, i) => `${server.url}/upload/${id}/${i + 1}`,
      );
      return sendJson(res, 200, { uploadId: `upload-${id}`, urls, message: 'Request accepted' });
    }
    if (req.method === 'PATCH' && route[2] === '/complete-upload/') {
      const results =
        (req.body as { uploadResults?: Array<{ partNum: number; eTag: string }> }).uploadResults ?? [];
      const ok =
        results.length === request.parts.size &&
        results.every((r) => r.eTag === `etag-${id}-${r.partNum}` && request.parts.has(r.partNum));
      if (!ok)
        return sendJson(res, 400, {
          message: 'uploadResults do not match the uploaded parts',
          errorCode: 'INVALID_INPUT',
        });
      const source = join(script.dir, `${id}-in.mp4`);
      await writeFile(
        source,
        Buffer.concat([...request.parts.entries()].sort(([a], [b]) => a - b).map(([, bytes]) => bytes)),
      );
      const { width, height } = request.body.output.resolution;
      request.status = 'processing';
      request.render = scaleVideo(source, request.output, script.size ?? `${width}:${height}`).then(() => {
        request.rendered = true;
      });
      return sendJson(res, 200, { message: 'Upload completed, processing' });
    }
    if (req.method === 'GET' && route[2] === '/status') {
      polls += 1;
      if (script.faultFirstPoll && polls === 1)
        return sendJson(res, 503, { message: 'Service unavailable', errorCode: 'SERVER_ERROR' });
      if (request.status === 'processing' && request.rendered) {
        request.polls += 1;
        if (script.failWith) request.status = 'failed';
        else if (request.polls > (script.pendingPolls ?? 1)) request.status = 'complete';
      }
      const answer: Record<string, unknown> = {
        status: request.status,
        message: request.status,
        progress: request.status === 'complete' ? 100 : request.rendered ? 90 : 10,
      };
      if (request.status === 'failed')
        Object.assign(answer, { message: script.failWith, errorCode: 'PROCESSING_FAILED' });
      if (request.status === 'complete')
        answer.download = {
          url: `${server.url}/download/${id}.mp4`,
          expiresIn: 604_800,
          expiresAt: Date.now() + 604_800_000,
        };
      return sendJson(res, 200, answer);
    }
    if (req.method === 'DELETE' && route[2] === undefined) {
      request.status = 'canceled';
      return sendJson(res, 200, { message: 'Request canceled; reserved credits refunded' });
    }
    return sendJson(res, 404, { message: 'Not found' });
  });
  const matching = (test: (r: RecordedRequest) => boolean) => () => server.requests.filter(test);
  return {
    creates: matching((r) => r.method === 'POST' && r.path === '/video/'),
    accepts: matching((r) => r.method === 'PATCH' && r.path.endsWith('/accept')),
    parts: matching((r) => r.method === 'PUT' && r.path.startsWith('/upload/')),
    completes: matching((r) => r.method === 'PATCH' && r.path.endsWith('/complete-upload/')),
    polls: matching((r) => r.method === 'GET' && r.path.endsWith('/status')),
    cancels: matching((r) => r.method === 'DELETE'),
  };
}
