// The image's HEALTHCHECK: probes the process this container runs, chosen by SERVICE. gRPC
// services answer grpc.health.v1.Health/Check; the gateway and the media worker answer HTTP.
// It speaks gRPC over node:http2 directly so that it needs no package and starts fast: it runs
// every few seconds in every container.
import http from 'node:http';
import http2 from 'node:http2';
import { fileURLToPath } from 'node:url';

const DEFAULT_GRPC_PORTS: Record<string, number> = {
  billing: 50051,
  studio: 50052,
  sharing: 50053,
  'real-estate': 50054,
  enhancement: 50055,
  webhooks: 50056,
};

/** grpc.health.v1.HealthCheckResponse.ServingStatus */
export const SERVING = 1;

export type Target = { kind: 'http'; url: string } | { kind: 'grpc'; port: number; service: string };

/** What to probe for a service, from the same environment variables the service reads. */
export function targetFor(service: string, env: NodeJS.ProcessEnv): Target {
  if (env.HEALTHCHECK_URL) return { kind: 'http', url: env.HEALTHCHECK_URL };
  if (service === 'gateway') {
    // Its probe port when it opens one: the API port's accept queue can hold a probe for seconds under a flood.
    const port = env.GATEWAY_PROBE_PORT || env.GATEWAY_PORT || '8080';
    return { kind: 'http', url: `http://127.0.0.1:${port}/livez` };
  }
  if (service === 'media-worker')
    return { kind: 'http', url: `http://127.0.0.1:${env.METRICS_PORT || '9464'}/livez` };
  const fallback = DEFAULT_GRPC_PORTS[service];
  if (fallback === undefined) throw new Error(`healthcheck: unknown SERVICE "${service}"`);
  // A service listens on its own <NAME>_GRPC_PORT.
  const configured = env[`${service.toUpperCase().replaceAll('-', '_')}_GRPC_PORT`];
  const port = configured ? Number(configured) : fallback;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`healthcheck: invalid gRPC port "${configured}"`);
  }
  return { kind: 'grpc', port, service: env.HEALTHCHECK_GRPC_SERVICE ?? '' };
}

function encodeVarint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 0x7f) {
    bytes.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  bytes.push(rest);
  return bytes;
}

/** A length-prefixed gRPC message holding HealthCheckRequest { string service = 1 }. */
export function encodeHealthRequest(service = ''): Buffer {
  const name = Buffer.from(service, 'utf8');
  const message =
    name.length > 0
      ? Buffer.concat([Buffer.from([0x0a, ...encodeVarint(name.length)]), name])
      : Buffer.alloc(0);
  const header = Buffer.alloc(5);
  header.writeUInt8(0, 0);
  header.writeUInt32BE(message.length, 1);
  return Buffer.concat([header, message]);
}

function readVarint(buffer: Buffer, start: number): [value: number, next: number] {
  let value = 0;
  let shift = 0;
  for (let offset = start; offset < buffer.length && shift < 35; offset += 1) {
    const byte = buffer[offset] as number;
    value += (byte & 0x7f) * 2 ** shift;
    if ((byte & 0x80) === 0) return [value, offset + 1];
    shift += 7;
  }
  throw new Error('healthcheck: truncated varint in response');
}

/** The ServingStatus of a length-prefixed HealthCheckResponse (0, UNKNOWN, when absent). */
export function decodeHealthResponse(body: Buffer): number {
  if (body.length < 5) throw new Error('healthcheck: response shorter than a gRPC message header');
  if (body.readUInt8(0) !== 0) throw new Error('healthcheck: compressed response not supported');
  const length = body.readUInt32BE(1);
  if (body.length < 5 + length) throw new Error('healthcheck: truncated gRPC message');
  const message = body.subarray(5, 5 + length);
  let status = 0;
  let offset = 0;
  while (offset < message.length) {
    const [tag, afterTag] = readVarint(message, offset);
    const field = Math.floor(tag / 8);
    const wireType = tag % 8;
    if (wireType === 0) {
      const [value, next] = readVarint(message, afterTag);
      if (field === 1) status = value;
      offset = next;
    } else if (wireType === 2) {
      const [size, next] = readVarint(message, afterTag);
      offset = next + size;
    } else if (wireType === 1) {
      offset = afterTag + 8;
    } else if (wireType === 5) {
      offset = afterTag + 4;
    } else {
      throw new Error(`healthcheck: unsupported wire type ${wireType}`);
    }
  }
  return status;
}

/** Resolves when the server at 127.0.0.1:port reports SERVING for `service`, rejects otherwise. */
export function checkGrpc(port: number, service: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`http://127.0.0.1:${port}`);
    const finish = (error?: Error) => {
      clearTimeout(timer);
      session.destroy();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () => finish(new Error(`healthcheck: no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    session.on('error', (error) => finish(error));
    const request = session.request({
      ':method': 'POST',
      ':path': '/grpc.health.v1.Health/Check',
      'content-type': 'application/grpc',
      te: 'trailers',
    });
    const chunks: Buffer[] = [];
    let grpcStatus: string | undefined;
    let grpcMessage = '';
    const noteStatus = (headers: http2.IncomingHttpHeaders) => {
      if (headers['grpc-status'] !== undefined) grpcStatus = String(headers['grpc-status']);
      if (headers['grpc-message'] !== undefined)
        grpcMessage = decodeURIComponent(String(headers['grpc-message']));
    };
    request.on('response', (headers) => {
      if (headers[':status'] !== 200) finish(new Error(`healthcheck: HTTP/2 status ${headers[':status']}`));
      noteStatus(headers);
    });
    request.on('trailers', noteStatus);
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', (error) => finish(error));
    request.on('end', () => {
      if (grpcStatus !== '0') {
        finish(new Error(`healthcheck: gRPC status ${grpcStatus ?? 'missing'} ${grpcMessage}`.trim()));
        return;
      }
      try {
        const status = decodeHealthResponse(Buffer.concat(chunks));
        finish(status === SERVING ? undefined : new Error(`healthcheck: serving status ${status}`));
      } catch (error) {
        finish(error as Error);
      }
    });
    request.end(encodeHealthRequest(service));
  });
}

/** Resolves on a 2xx answer from `url`, rejects otherwise. */
export function checkHttp(url: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { timeout: timeoutMs }, (response) => {
      response.resume();
      const code = response.statusCode ?? 0;
      if (code >= 200 && code < 300) resolve();
      else reject(new Error(`healthcheck: ${url} answered ${code}`));
    });
    request.on('timeout', () =>
      request.destroy(new Error(`healthcheck: no answer from ${url} within ${timeoutMs} ms`)),
    );
    request.on('error', reject);
  });
}

export async function runHealthcheck(env: NodeJS.ProcessEnv, timeoutMs = 3000): Promise<void> {
  const target = targetFor(env.SERVICE ?? '', env);
  if (target.kind === 'http') await checkHttp(target.url, timeoutMs);
  else await checkGrpc(target.port, target.service, timeoutMs);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runHealthcheck(process.env).then(
    () => process.exit(0),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
