import { describe, expect, it } from 'vitest';
import { createTurnCoalescer } from './turn-coalescer.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('createTurnCoalescer', () => {
  it('answers the identical reads of one turn with one call, and other keys with calls of their own', async () => {
    const coalescer = createTurnCoalescer<string>();
    const calls: string[] = [];
    const read = (key: string) =>
      coalescer.read(key, async () => {
        calls.push(key);
        return `page of ${key}`;
      });
    const answers = await Promise.all(['a', 'b', 'a', 'a', 'b'].map(read));
    expect(answers).toEqual(['page of a', 'page of b', 'page of a', 'page of a', 'page of b']);
    expect(calls).toEqual(['a', 'b']);
  });

  it('starts the call only after the turn in which its reads arrived', async () => {
    const coalescer = createTurnCoalescer<number>();
    let data = 1;
    const first = coalescer.read('k', async () => data);
    // A write that completes in the same turn, before the call went out, is seen.
    data = 2;
    expect(await first).toBe(2);
  });

  it('never lets a read join a call that went out before it arrived', async () => {
    const coalescer = createTurnCoalescer<number>();
    let data = 1;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const call = async () => {
      calls += 1;
      const seen = data;
      await gate;
      return seen;
    };
    const early = coalescer.read('k', call);
    await turn();
    expect(calls).toBe(1);
    // The first call is in flight and read the old data; a write completes, then a new read arrives.
    data = 2;
    const late = coalescer.read('k', call);
    await turn();
    release();
    expect(await early).toBe(1);
    expect(await late).toBe(2);
    expect(calls).toBe(2);
  });

  it('passes a failed call on to every read that shared it', async () => {
    const coalescer = createTurnCoalescer<string>();
    const failure = new Error('real estate is down');
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => coalescer.read('k', () => Promise.reject(failure))),
    );
    expect(results).toEqual([1, 2, 3].map(() => ({ status: 'rejected', reason: failure })));
    // The failure is not kept: the next turn calls again.
    expect(await coalescer.read('k', async () => 'ok')).toBe('ok');
  });
});
