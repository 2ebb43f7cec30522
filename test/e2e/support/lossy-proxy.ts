// A proxy in front of the gateway that loses answers on purpose: the request reaches the
// gateway, the gateway answers (so whatever it did is committed), and the proxy then cuts the
// client's connection instead of passing the answer on, as a network failure after the commit
// would. Everything else passes through.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export class LossyProxy {
  /** Requests whose answer is to be lost: each match is lost once. */
  readonly lose: ((req: IncomingMessage) => boolean)[] = [];
  /** Statuses the gateway gave to the answers that were lost. */
  readonly lost: number[] = [];
  url = '';
  readonly #server: Server;

  constructor(target: string) {
    const upstream = new URL(target);
    this.#server = createServer((req, res) => {
      const index = this.lose.findIndex((match) => match(req));
      if (index >= 0) this.lose.splice(index, 1);
      const forward = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          if (index >= 0) {
            answer.resume();
            answer.on('end', () => {
              this.lost.push(answer.statusCode ?? 0);
              req.socket.destroy();
            });
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => req.socket.destroy());
      req.pipe(forward);
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}
