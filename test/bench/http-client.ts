// The latency benchmarks' HTTP client: node:http over one kept-alive connection. It adds about
// 0.1 ms to a request on these machines where undici's fetch added 0.5-0.6 ms (measured with the
// gateway's own first-middleware timestamp), and that time is the client library's, not the API's.
import { Agent, request } from 'node:http';

export interface JsonResponse<T> {
  status: number;
  body: T;
}

export class HttpJsonClient {
  readonly #base: URL;
  readonly #agent = new Agent({ keepAlive: true, maxSockets: 1 });
  readonly #headers: Record<string, string>;

  constructor(base: string, headers: Record<string, string> = {}) {
    this.#base = new URL(base);
    this.#headers = { 'content-type': 'application/json', ...headers };
  }

  request<T>(method: string, path: string, body?: string): Promise<JsonResponse<T>> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          host: this.#base.hostname,
          port: this.#base.port,
          method,
          path,
          agent: this.#agent,
          headers:
            body === undefined
              ? this.#headers
              : { ...this.#headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            try {
              resolve({
                status: response.statusCode ?? 0,
                body: JSON.parse(Buffer.concat(chunks).toString() || 'null') as T,
              });
            } catch (err) {
              reject(err as Error);
            }
          });
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}

/** One probe on a new connection, as a kubelet sends it: its status (0 when it failed) and how long it took. */
export function probeOnNewConnection(
  url: string,
  timeoutMs = 5000,
): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    req.end();
  });
}
