// A Server-Sent Events client for tests: reads a `text/event-stream` answer frame by frame (as
// EventSource parses it: `id`, `event`, `data` fields, comment lines), so a test can wait for a
// given frame and see everything that came before it. The answer and each event are checked
// against docs/openapi.json.
import { checkResponse, checkStreamEvent } from './openapi-responses.ts';
export interface SseFrame {
  /** `comment` for comment lines (heartbeats), else the `event` field. */
  event: string;
  id?: string;
  data?: string;
  comment?: string;
}

export class SseClient {
  readonly frames: SseFrame[] = [];
  readonly #abort = new AbortController();
  #reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  #buffer = '';
  #ended = false;
  status = 0;
  body = '';
  headers: Headers | undefined;

  static async open(url: string, headers: Record<string, string>): Promise<SseClient> {
    const client = new SseClient();
    const response = await fetch(url, {
      headers: { Accept: 'text/event-stream', ...headers },
      signal: client.#abort.signal,
    });
    client.status = response.status;
    client.headers = response.headers;
    if (response.status !== 200) {
      client.body = await response.text();
      client.#ended = true;
      checkResponse('GET', url, response, client.body);
      return client;
    }
    checkResponse('GET', url, response, '');
    client.#reader = response.body!.getReader();
    return client;
  }

  /** The job events received (frames with an id), parsed. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  events(): { id: string; event: string; body: any }[] {
    return this.frames
      .filter((frame) => frame.id !== undefined)
      .map((frame) => ({ id: frame.id!, event: frame.event, body: JSON.parse(frame.data ?? 'null') }));
  }

  /** Reads until `done` holds for the frames so far; throws if the stream ends first. */
  async until(done: (frames: SseFrame[]) => boolean): Promise<SseFrame[]> {
    const decoder = new TextDecoder();
    while (!done(this.frames)) {
      if (this.#ended || !this.#reader)
        throw new Error(`event stream ended; frames so far: ${JSON.stringify(this.frames).slice(0, 2000)}`);
      const chunk = await this.#reader.read();
      if (chunk.done) {
        this.#ended = true;
        continue;
      }
      this.#buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = this.#buffer.indexOf('\n\n')) >= 0) {
        const block = this.#buffer.slice(0, end);
        this.#buffer = this.#buffer.slice(end + 2);
        const frame = parseBlock(block);
        // Each event as the document states it (comments, the heartbeats, carry no event).
        if (frame.event !== 'comment')
          checkStreamEvent({
            ...(frame.id === undefined ? {} : { id: frame.id }),
            event: frame.event,
            data: JSON.parse(frame.data ?? 'null'),
          });
        this.frames.push(frame);
      }
    }
    return this.frames;
  }

  close(): void {
    this.#abort.abort();
    this.#ended = true;
  }
}

function parseBlock(block: string): SseFrame {
  const frame: SseFrame = { event: 'message' };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      frame.event = 'comment';
      frame.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') frame.id = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
  }
  return frame;
}
