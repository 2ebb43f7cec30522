// Server-Sent Events framing and a writer that never buffers without bound: a write the client
// does not take within `slowClientMs` drops the connection (with the reason logged), and nothing
// more is read from the source while a write waits, so memory per stream stays at one socket
// buffer plus the reader's prefetch. Heartbeats are comment lines, skipped while a write waits.
import { PassThrough } from 'node:stream';

export interface SseMessage {
  id?: string;
  event: string;
  data: unknown;
}

/** One event: `id`, `event` and the JSON `data` on a single line (JSON has no raw newlines). */
export function formatSse(message: SseMessage): string {
  return `${message.id === undefined ? '' : `id: ${message.id}\n`}event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`;
}

export const sseComment = (text: string): string => `: ${text}\n\n`;

export interface SseWriterOptions {
  heartbeatMs: number;
  slowClientMs: number;
  /** Called once when the writer gives up on a slow client; it must end the connection. */
  onSlowClient(reason: string): void;
}

export class SseWriter {
  /** The response body (Koa pipes it to the socket and destroys it when the response ends). */
  readonly body = new PassThrough({ highWaterMark: 16 * 1024 });
  readonly #options: SseWriterOptions;
  readonly #heartbeat: NodeJS.Timeout;
  #closed = false;

  constructor(options: SseWriterOptions) {
    this.#options = options;
    this.#heartbeat = setInterval(() => {
      if (!this.body.writableNeedDrain) this.body.write(sseComment('heartbeat'));
    }, options.heartbeatMs);
    this.body.once('close', () => this.#stop());
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Calls `listener` once the stream has ended, for whatever reason. */
  onClose(listener: () => void): void {
    if (this.#closed) listener();
    else this.body.once('close', listener);
  }

  /** Writes; true once the client has taken it, false when the stream closed (or was dropped). */
  async send(text: string): Promise<boolean> {
    if (this.#closed) return false;
    if (this.body.write(text)) return true;
    const drained = await new Promise<boolean>((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer);
        this.body.off('drain', onDrain);
        this.body.off('close', onClose);
        resolve(value);
      };
      const onDrain = () => done(true);
      const onClose = () => done(false);
      const timer = setTimeout(() => done(false), this.#options.slowClientMs);
      this.body.once('drain', onDrain);
      this.body.once('close', onClose);
    });
    if (!drained && !this.#closed) {
      this.#stop();
      this.#options.onSlowClient(`the client took no data for ${this.#options.slowClientMs} ms`);
    }
    return drained;
  }

  /** Ends the stream normally (what was written is still sent). */
  end(): void {
    this.#stop();
    if (!this.body.destroyed && !this.body.writableEnded) this.body.end();
  }

  #stop(): void {
    this.#closed = true;
    clearInterval(this.#heartbeat);
  }
}
