// Whether the NATS connection is up right now. The client reconnects by itself; this only follows
// its status events, so readiness (the worker's /healthz, a gRPC service's `bus` health) turns
// false while it is disconnected.
import type { NatsConnection } from '@nats-io/nats-core';

export class NatsMonitor {
  readonly #nc: NatsConnection;
  #connected = true;

  constructor(nc: NatsConnection) {
    this.#nc = nc;
    void this.#watch();
  }

  get connected(): boolean {
    return this.#connected && !this.#nc.isClosed();
  }

  async #watch(): Promise<void> {
    for await (const status of this.#nc.status()) {
      if (status.type === 'disconnect' || status.type === 'close') this.#connected = false;
      else if (status.type === 'reconnect') this.#connected = true;
    }
  }
}

/** The bus as a gRPC server's dependency (`bus` in its health service). */
export function busDependency(nc: NatsConnection): { name: 'bus'; healthy(): boolean } {
  const monitor = new NatsMonitor(nc);
  return { name: 'bus', healthy: () => monitor.connected };
}
