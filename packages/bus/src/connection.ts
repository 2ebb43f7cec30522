// One NATS connection per process, shared by publishers, runners and relays. The client
// reconnects on its own; callers only close it on shutdown (after runners have stopped).
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';

export interface BusConnectionOptions {
  url: string;
  /** Shown in the server's connection list (`service name`). */
  name: string;
  /** Milliseconds to wait for a JetStream API answer. */
  apiTimeoutMs?: number;
}

export interface BusConnection {
  readonly nc: NatsConnection;
  readonly js: JetStreamClient;
  readonly jsm: JetStreamManager;
  /** Flushes pending publishes and acks, then closes. */
  close(): Promise<void>;
}

export async function connectBus(options: BusConnectionOptions): Promise<BusConnection> {
  const nc = await connect({
    servers: options.url.split(',').map((server) => server.trim()),
    name: options.name,
    maxReconnectAttempts: -1,
  });
  const timeout = options.apiTimeoutMs ?? 5_000;
  const jsm = await jetstreamManager(nc, { timeout });
  const js = jetstream(nc, { timeout });
  return {
    nc,
    js,
    jsm,
    async close() {
      if (!nc.isClosed()) await nc.drain();
    },
  };
}
