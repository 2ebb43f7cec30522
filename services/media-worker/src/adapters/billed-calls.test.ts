// When a job of a synchronous provider may call it, and when a failure is final.
import { AdapterError } from '@platform/http-client';
import { describe, expect, it } from 'vitest';
import type { JobEngineContext } from '../jobs/job-engine.ts';
import { MemoryProviderRequestStore } from '../jobs/provider-request.store.ts';
import { BilledCalls } from './billed-calls.ts';

function job(store = new MemoryProviderRequestStore()) {
  const context: JobEngineContext = {
    jobId: 'j1',
    signal: new AbortController().signal,
    tmpDir: '/nonexistent',
    engineConfig: {},
    heartbeat: () => undefined,
    providerRequest: store.slot('j1'),
  };
  return { store, calls: new BilledCalls('acme-tts', context) };
}

const busy = new AdapterError('acme-tts: speech: the provider answered 503 (2 attempts)', {
  retryable: true,
  status: 503,
});

describe('BilledCalls', () => {
  it('records the job before its first call and refuses a second delivery of it', async () => {
    const { store, calls } = job();
    await calls.begin();
    await calls.call(async () => 'audio');
    await calls.done();
    expect(await store.slot('j1').read()).toMatchObject({
      state: 'submitted',
      engine: 'acme-tts',
      request: { calls: 1 },
    });
    await expect(job(store).calls.begin()).rejects.toMatchObject({
      retryable: false,
      message: expect.stringContaining('not called again'),
    });
  });

  it('ignores a record another engine left for the job', async () => {
    const { store, calls } = job();
    await store.slot('j1').write({ state: 'submitting', engine: 'fal-queue', at: new Date().toISOString() });
    await expect(calls.begin()).resolves.toBeUndefined();
  });

  it('lets a job that billed nothing run again, with its error as it was', async () => {
    const { store, calls } = job();
    await calls.begin();
    await expect(calls.call(() => Promise.reject(busy))).rejects.toBe(busy);
    expect(await calls.failed(busy)).toBe(busy);
    expect(await store.slot('j1').read()).toBeNull();
  });

  it('makes a failure after a billed call (or one of unknown outcome) final', async () => {
    const { store, calls } = job();
    await calls.begin();
    await calls.call(async () => 'audio');
    const final = (await calls.failed(busy)) as AdapterError;
    expect(final).toMatchObject({
      retryable: false,
      message: `${busy.message}; the provider already billed 1 call(s) of this job, so it is not tried again.`,
    });
    expect(await store.slot('j1').read()).toMatchObject({ state: 'submitting' });

    const unknown = new AdapterError('lost', { retryable: false, outcomeUnknown: true });
    const other = job();
    await other.calls.begin();
    await expect(other.calls.call(() => Promise.reject(unknown))).rejects.toBe(unknown);
    expect(other.calls.billed).toBe(1);
    expect(await other.calls.failed(unknown)).toBe(unknown);
  });
});
