// The provider-request store on the machine's JetStream: one record per job, the newest wins,
// clear forgets it, any job id works as a key, and records outlive the connection that wrote them.
import { connectBus, type BusConnection } from '@platform/bus';
import { natsUrl, uniqueSuffix } from '@platform/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteProviderRequestStream,
  JetStreamProviderRequestStore,
  providerRequestNames,
} from './provider-request.store.ts';

const prefix = `T_${uniqueSuffix()}`;
let bus: BusConnection;

beforeAll(async () => {
  bus = await connectBus({ url: natsUrl(), name: 'provider-request-store-test' });
});
afterAll(async () => {
  await deleteProviderRequestStream(bus.jsm, prefix);
  await bus.close();
});

describe('JetStreamProviderRequestStore', () => {
  it('keeps the newest record per job, durably, until cleared', async () => {
    const store = new JetStreamProviderRequestStore({ js: bus.js, jsm: bus.jsm, prefix });
    const slot = store.slot('job.with dots/and spaces');
    expect(await slot.read()).toBeNull();
    await slot.write({ state: 'submitting', engine: 'fal-queue', at: '2026-01-01T00:00:00.000Z' });
    await slot.write({
      state: 'submitted',
      engine: 'fal-queue',
      at: '2026-01-01T00:00:01.000Z',
      request: { request_id: 'r-1' },
    });
    expect(await store.slot('another-job').read()).toBeNull();

    // A new connection (another worker) reads what this one wrote.
    const other = await connectBus({ url: natsUrl(), name: 'provider-request-store-test-2' });
    try {
      const again = new JetStreamProviderRequestStore({ js: other.js, jsm: other.jsm, prefix });
      expect(await again.slot('job.with dots/and spaces').read()).toEqual({
        state: 'submitted',
        engine: 'fal-queue',
        at: '2026-01-01T00:00:01.000Z',
        request: { request_id: 'r-1' },
      });
    } finally {
      await other.close();
    }
    const info = await bus.jsm.streams.info(providerRequestNames(prefix).stream);
    expect(info.state.messages).toBe(1);

    await slot.clear();
    expect(await slot.read()).toBeNull();
  });
});
