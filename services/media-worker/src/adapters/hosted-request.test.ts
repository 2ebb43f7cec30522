// The life of a billed provider request, without a provider: what is recorded when, when a
// submit may happen again, and when the provider is asked to cancel.
import { AdapterError } from '@platform/http-client';
import { describe, expect, it } from 'vitest';
import { JobStopped } from '../jobs/job.abort.ts';
import type { JobEngineContext } from '../jobs/job-engine.ts';
import { MemoryProviderRequestStore } from '../jobs/provider-request.store.ts';
import { ConcurrencyLimiter, GaveUp, runHostedRequest, type HostedRequestSpec } from './hosted-request.ts';

type Req = { request_id: string };

function harness(options: { signal?: AbortSignal; store?: MemoryProviderRequestStore } = {}) {
  const store = options.store ?? new MemoryProviderRequestStore();
  const calls: string[] = [];
  const context: JobEngineContext = {
    jobId: 'j1',
    signal: options.signal ?? new AbortController().signal,
    tmpDir: '/nonexistent',
    engineConfig: {},
    heartbeat: () => undefined,
    providerRequest: store.slot('j1'),
  };
  const spec = (overrides: Partial<HostedRequestSpec<Req, string>> = {}): HostedRequestSpec<Req, string> => ({
    adapter: 'acme',
    context,
    limiter: new ConcurrencyLimiter(1),
    submit: async () => {
      calls.push('submit');
      return { request_id: 'r1' };
    },
    restore: (stored) => (typeof stored.request_id === 'string' ? { request_id: stored.request_id } : null),
    wait: async (request) => {
      calls.push(`wait ${request.request_id}`);
      return 'result';
    },
    cancel: async (request) => void calls.push(`cancel ${request.request_id}`),
    ...overrides,
  });
  return { store, calls, context, spec };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Error,
  );

describe('runHostedRequest', () => {
  it('records `submitting` before the submit and the request after it, then waits', async () => {
    const { store, calls, spec } = harness();
    const seen: unknown[] = [];
    const result = await runHostedRequest(
      spec({
        submit: async () => {
          seen.push(store.records.get('j1'));
          calls.push('submit');
          return { request_id: 'r1' };
        },
      }),
    );
    expect(result).toBe('result');
    expect(seen).toEqual([expect.objectContaining({ state: 'submitting', engine: 'acme' })]);
    expect(store.records.get('j1')).toMatchObject({ state: 'submitted', request: { request_id: 'r1' } });
    expect(calls).toEqual(['submit', 'wait r1']);
  });

  it('resumes a recorded request without submitting', async () => {
    const store = new MemoryProviderRequestStore();
    store.records.set('j1', { state: 'submitted', engine: 'acme', at: '', request: { request_id: 'r0' } });
    const { calls, spec } = harness({ store });
    await runHostedRequest(spec());
    expect(calls).toEqual(['wait r0']);
  });

  it('refuses to submit after an earlier submit with no answer, or a record it cannot read', async () => {
    const store = new MemoryProviderRequestStore();
    store.records.set('j1', { state: 'submitting', engine: 'acme', at: '' });
    const { calls, spec } = harness({ store });
    expect(await failureOf(runHostedRequest(spec()))).toMatchObject({
      retryable: false,
      message: expect.stringMatching(/not submitted again, to avoid paying twice/),
    });
    store.records.set('j1', { state: 'submitted', engine: 'acme', at: '', request: { nonsense: true } });
    expect(await failureOf(runHostedRequest(spec()))).toMatchObject({
      retryable: false,
      message: expect.stringMatching(/cannot be read back/),
    });
    expect(calls).toEqual([]);
  });

  it('forgets a submit the provider surely refused, keeps one whose outcome is unknown', async () => {
    const refused = harness();
    await failureOf(
      runHostedRequest(
        refused.spec({
          submit: () => Promise.reject(new AdapterError('busy', { retryable: true, status: 429 })),
        }),
      ),
    );
    expect(refused.store.records.size).toBe(0);

    const unknown = harness();
    await failureOf(
      runHostedRequest(
        unknown.spec({
          submit: () => Promise.reject(new AdapterError('lost', { retryable: false, outcomeUnknown: true })),
        }),
      ),
    );
    expect(unknown.store.records.get('j1')).toMatchObject({ state: 'submitting' });
  });

  it('cancels at the provider when the job is cancelled or given up, not on shutdown', async () => {
    for (const [reason, cancelled] of [
      [new JobStopped('cancelled'), true],
      [new JobStopped('deadline'), true],
      [new JobStopped('shutdown'), false],
    ] as const) {
      const controller = new AbortController();
      const { calls, spec } = harness({ signal: controller.signal });
      const wait = async () => {
        controller.abort(reason);
        throw reason;
      };
      await expect(runHostedRequest(spec({ wait }))).rejects.toBe(reason);
      expect(calls.includes('cancel r1')).toBe(cancelled);
    }
    const gaveUp = harness();
    await failureOf(runHostedRequest(gaveUp.spec({ wait: () => Promise.reject(new GaveUp('too slow')) })));
    expect(gaveUp.calls).toContain('cancel r1');
  });

  it('a failing cancel does not hide why the job ended', async () => {
    const controller = new AbortController();
    const { spec } = harness({ signal: controller.signal });
    const reason = new JobStopped('cancelled');
    await expect(
      runHostedRequest(
        spec({
          wait: async () => {
            controller.abort(reason);
            throw reason;
          },
          cancel: () => Promise.reject(new Error('provider down')),
        }),
      ),
    ).rejects.toBe(reason);
  });
});

describe('ConcurrencyLimiter', () => {
  it('bounds requests in flight and hands slots out in turn', async () => {
    const limiter = new ConcurrencyLimiter(1);
    const signal = new AbortController().signal;
    const first = await limiter.acquire(signal);
    const order: string[] = [];
    const second = limiter.acquire(signal).then((release) => (order.push('second'), release));
    const third = limiter.acquire(signal).then((release) => (order.push('third'), release));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);
    first();
    (await second)();
    (await third)();
    expect(order).toEqual(['second', 'third']);
    expect(limiter.active).toBe(0);
  });

  it('stops waiting when the job is aborted, and takes a larger bound at once', async () => {
    const limiter = new ConcurrencyLimiter(1);
    const held = await limiter.acquire(new AbortController().signal);
    const aborted = new AbortController();
    const refused = limiter.acquire(aborted.signal);
    aborted.abort(new Error('job cancelled'));
    await expect(refused).rejects.toThrow('job cancelled');
    const waiting = limiter.acquire(new AbortController().signal);
    limiter.resize(2);
    (await waiting)();
    held();
    expect(limiter.active).toBe(0);
  });
});
