// A webhook receiver for the end-to-end tests: an HTTP server on this machine that verifies every
// request's Standard Webhooks signature and timestamp with `secret` (as a client would, with the
// service's own verify) and answers as `answer` says (or holds the request: a receiver that never
// answers).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JsonBody } from './studio-stack.ts';
import { verify } from '../../../services/webhooks/src/domain/signing.ts';

export interface Received {
  id: string;
  type: string;
  body: JsonBody;
  valid: boolean;
}

/** A receiver: verifies each request with `secret()`; `answer` decides the reply (or none, by returning null). */
export class Receiver {
  readonly requests: Received[] = [];
  secret = '';
  answer: (request: Received, n: number) => number | null = () => 204;
  readonly #server: Server;
  readonly #held: ServerResponse[] = [];
  url = '';

  constructor() {
    this.#server = createServer((req, res) => void this.#handle(req, res));
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/hook`;
    return this;
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString();
    const headers = {
      'webhook-id': req.headers['webhook-id'] as string,
      'webhook-timestamp': req.headers['webhook-timestamp'] as string,
      'webhook-signature': req.headers['webhook-signature'] as string,
    };
    const body = JSON.parse(raw) as JsonBody;
    const received = {
      id: headers['webhook-id'],
      type: body.type as string,
      body,
      valid: verify(this.secret, headers, raw, new Date()),
    };
    this.requests.push(received);
    const status = this.answer(received, this.requests.length);
    if (status === null) {
      this.#held.push(res);
      return;
    }
    res.writeHead(status).end();
  }

  /** Distinct webhook-ids per event type (what a de-duplicating client sees). */
  typesSeen(): Record<string, number> {
    const ids = new Map<string, string>();
    for (const request of this.requests) ids.set(request.id, request.type);
    const counts: Record<string, number> = {};
    for (const type of ids.values()) counts[type] = (counts[type] ?? 0) + 1;
    return counts;
  }

  async close(): Promise<void> {
    for (const res of this.#held) res.destroy();
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }
}
