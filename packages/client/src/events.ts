// The account's job events (`GET /api/v2/events/`) as an async iterator that survives a dropped
// connection: it reconnects with the last event's id (`Last-Event-ID`), so the stream goes on
// exactly after it; a silence longer than three heartbeats counts as a lost connection.
import { APIError, MediaPlatformError } from './errors.ts';
import type { JobEvent } from './operation-types.ts';
import { backoffMs, sleep } from './retry.ts';
import type { Transport } from './transport.ts';
import { OPERATIONS } from './generated/operations.ts';

const HEARTBEAT_SILENCE_MS = 45_000;

export interface EventStreamOptions {
  /** Go on after this event (an id of an event seen before), within the hour the API keeps. */
  lastEventId?: string;
  signal?: AbortSignal;
  /** Called when the API could not go on exactly after the last event (some may be missed: re-read your jobs). */
  onGap?: () => void;
  /** Called each time the stream is connected (first time and after every reconnect). */
  onConnect?: () => void;
  /** Called each time the connection is lost, with why; the stream reconnects by itself. */
  onDisconnect?: (error: unknown) => void;
}

/** One message of the wire: an event, a gap notice, or nothing worth telling (a heartbeat). */
type Message =
  { kind: 'event'; id: string | undefined; event: JobEvent } | { kind: 'gap'; id: string | undefined };

/** Follows the account's events until the signal aborts or the loop stops. */
export class EventStream implements AsyncIterable<JobEvent> {
  /** The last event's id: give it back as `lastEventId` to go on from here in another stream. */
  lastEventId: string | undefined;

  private readonly transport: Transport;
  private readonly options: EventStreamOptions;

  constructor(transport: Transport, options: EventStreamOptions = {}) {
    this.transport = transport;
    this.options = options;
    this.lastEventId = options.lastEventId;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<JobEvent> {
    const { signal } = this.options;
    for (let failures = 0; !signal?.aborted;) {
      try {
        for await (const message of this.connectOnce()) {
          failures = 0;
          if (message.id) this.lastEventId = message.id;
          if (message.kind === 'gap') this.options.onGap?.();
          else yield message.event;
        }
      } catch (err) {
        if (signal?.aborted) return;
        // Credentials refused or the request is wrong: reconnecting cannot help.
        if (err instanceof APIError && err.status !== 429 && err.status < 500) throw err;
        this.options.onDisconnect?.(err);
        failures += 1;
      }
      if (signal?.aborted) return;
      await sleep(Math.max(1_000, backoffMs(Math.min(failures, 4))), signal).catch(() => undefined);
    }
  }

  /** One connection: its messages until it ends (an error, or the server closing it). */
  private async *connectOnce(): AsyncGenerator<Message> {
    const controller = new AbortController();
    const outer = this.options.signal;
    const onAbort = () => controller.abort(outer?.reason);
    outer?.addEventListener('abort', onAbort, { once: true });
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(
        () => controller.abort(new MediaPlatformError('the event stream went silent')),
        HEARTBEAT_SILENCE_MS,
      );
    };
    try {
      const headers: Record<string, string> = this.lastEventId ? { 'Last-Event-ID': this.lastEventId } : {};
      const response = await this.transport.send(
        OPERATIONS.events_stream,
        [],
        {},
        { signal: controller.signal, headers, maxRetries: 0 },
      );
      this.options.onConnect?.();
      heard();
      for await (const block of sseBlocks(response.body!, heard)) {
        const message = messageOf(block);
        if (message) yield message;
      }
      throw new MediaPlatformError('the event stream was closed');
    } catch (err) {
      // A silence or a cut connection both end here; the reason that matters is the first.
      throw controller.signal.aborted && !outer?.aborted ? controller.signal.reason : err;
    } finally {
      clearTimeout(silence);
      outer?.removeEventListener('abort', onAbort);
      controller.abort();
    }
  }
}

interface Block {
  id?: string;
  event?: string;
  data: string[];
}

/** The stream's blocks (an event each, separated by a blank line), calling `heard` on every chunk. */
export async function* sseBlocks(body: ReadableStream<Uint8Array>, heard: () => void): AsyncGenerator<Block> {
  const decoder = new TextDecoder();
  let buffer = '';
  let block: Block = { data: [] };
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    heard();
    buffer += decoder.decode(chunk, { stream: true });
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (block.data.length > 0 || block.event || block.id) yield block;
        block = { data: [] };
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') block.data.push(value);
      else if (field === 'id') block.id = value;
      else if (field === 'event') block.event = value;
    }
  }
}

function messageOf(block: Block): Message | null {
  if (block.event === 'stream.gap') return { kind: 'gap', id: block.id };
  if (block.data.length === 0) return null;
  return { kind: 'event', id: block.id, event: JSON.parse(block.data.join('\n')) as JobEvent };
}
