import { AdapterConfigError, AdapterError } from '@platform/http-client';
import { createLogger } from '@platform/logging';
import { describe, expect, it } from 'vitest';
import { isProviderFailure, withFallbacks, type EngineCandidate } from './fallback.engine.ts';
import type { JobEngineContext } from './job-engine.ts';

type Request = { modelName: string };
const logger = createLogger('test', 'silent');

/** An engine that answers with its name and the config it got, or throws `error`. */
function engine(
  id: string,
  calls: Array<{ id: string; request: Request; config: unknown; slot: unknown }>,
  error?: unknown,
): EngineCandidate<Request, string>['engine'] {
  return {
    id,
    checkConfig: () => undefined,
    async run(request, context) {
      calls.push({ id, request, config: context.engineConfig, slot: context.providerRequest });
      if (error) throw error;
      return `${id} served ${request.modelName}`;
    },
  };
}

const context = (signal = new AbortController().signal): JobEngineContext => ({
  jobId: 'job-1',
  signal,
  tmpDir: '/tmp',
  engineConfig: { own: true },
  heartbeat: () => undefined,
  providerRequest: { own: 'slot' } as never,
});
const slots = { slot: (key: string) => ({ key }) as never };

describe('isProviderFailure', () => {
  it.each([
    [new AdapterError('down', { retryable: true, status: 503 }), true],
    [new AdapterError('bad gateway', { retryable: false, status: 502, outcomeUnknown: true }), true],
    [new AdapterError('throttled', { retryable: true, status: 429 }), true],
    [new AdapterError('timed out', { retryable: true }), true],
    [new AdapterError('refused', { retryable: false, status: 422 }), false],
    [new AdapterError('unauthorised', { retryable: false, status: 401 }), false],
    [new AdapterConfigError('bad catalogue'), false],
    [new Error('ffmpeg failed'), false],
  ])('%s -> %s', (error, expected) => {
    expect(isProviderFailure(error)).toBe(expected);
  });
});

describe('withFallbacks', () => {
  it('is the engine itself when there is nothing to fall back to', () => {
    const only = engine('a', []);
    expect(
      withFallbacks([{ modelName: 'a_i2v', engineConfig: {}, engine: only }], {
        kind: 'image_to_video',
        jobId: 'job-1',
        logger,
      }),
    ).toBe(only);
  });

  it('hands the job to the next model with its own config, name and provider-request record', async () => {
    const calls: Parameters<typeof engine>[1] = [];
    const served = withFallbacks(
      [
        {
          modelName: 'a_i2v',
          engineConfig: { own: true },
          engine: engine('a', calls, new AdapterError('down', { retryable: true, status: 503 })),
        },
        { modelName: 'b_i2v', engineConfig: { b: 1 }, engine: engine('b', calls) },
        { modelName: 'c_i2v', engineConfig: { c: 1 }, engine: engine('c', calls) },
      ],
      { kind: 'image_to_video', jobId: 'job-1', logger, providerRequests: slots as never },
    );
    expect(await served.run({ modelName: 'a_i2v' }, context())).toBe('b served b_i2v');
    expect(calls).toEqual([
      { id: 'a', request: { modelName: 'a_i2v' }, config: { own: true }, slot: { own: 'slot' } },
      { id: 'b', request: { modelName: 'b_i2v' }, config: { b: 1 }, slot: { key: 'job-1#b_i2v' } },
    ]);
  });

  it('never falls back after a refusal of the input, a cancel, or the last model', async () => {
    const refusal = new AdapterError('refused', { retryable: false, status: 422 });
    const down = new AdapterError('down', { retryable: true, status: 503 });
    const calls: Parameters<typeof engine>[1] = [];
    const refused = withFallbacks(
      [
        { modelName: 'a_i2v', engineConfig: {}, engine: engine('a', calls, refusal) },
        { modelName: 'b_i2v', engineConfig: {}, engine: engine('b', calls) },
      ],
      { kind: 'image_to_video', jobId: 'job-1', logger },
    );
    await expect(refused.run({ modelName: 'a_i2v' }, context())).rejects.toBe(refusal);

    const cancelled = new AbortController();
    cancelled.abort();
    const stopped = withFallbacks(
      [
        { modelName: 'a_i2v', engineConfig: {}, engine: engine('a', calls, down) },
        { modelName: 'b_i2v', engineConfig: {}, engine: engine('b', calls) },
      ],
      { kind: 'image_to_video', jobId: 'job-1', logger },
    );
    await expect(stopped.run({ modelName: 'a_i2v' }, context(cancelled.signal))).rejects.toBe(down);

    const allDown = withFallbacks(
      [
        { modelName: 'a_i2v', engineConfig: {}, engine: engine('a', calls, down) },
        { modelName: 'b_i2v', engineConfig: {}, engine: engine('b', calls, down) },
      ],
      { kind: 'image_to_video', jobId: 'job-1', logger },
    );
    await expect(allDown.run({ modelName: 'a_i2v' }, context())).rejects.toBe(down);
    expect(calls.map((call) => call.id)).toEqual(['a', 'a', 'a', 'b']);
  });
});
