import { describe, expect, it } from 'vitest';
import { formatSse, SseWriter } from './sse.ts';

describe('formatSse', () => {
  it('writes id, event and one JSON data line', () => {
    expect(formatSse({ id: '7', event: 'job.completed', data: { a: 'x\ny' } })).toBe(
      'id: 7\nevent: job.completed\ndata: {"a":"x\\ny"}\n\n',
    );
    expect(formatSse({ event: 'stream.gap', data: { detail: 'd' } })).toBe(
      'event: stream.gap\ndata: {"detail":"d"}\n\n',
    );
  });
});

describe('SseWriter', () => {
  it('drops a client that takes nothing instead of buffering for it', async () => {
    const reasons: string[] = [];
    const writer = new SseWriter({
      heartbeatMs: 60_000,
      slowClientMs: 20,
      onSlowClient: (reason) => reasons.push(reason),
    });
    // Nobody reads the body: the first write past its buffer waits, then gives up.
    const big = 'x'.repeat(64 * 1024);
    expect(await writer.send(big)).toBe(false);
    expect(reasons).toEqual(['the client took no data for 20 ms']);
    expect(writer.closed).toBe(true);
    expect(await writer.send('more')).toBe(false);
    expect(writer.body.writableLength).toBe(big.length);
    writer.body.destroy();
  });

  it('goes on once a reader takes what was written', async () => {
    const writer = new SseWriter({
      heartbeatMs: 60_000,
      slowClientMs: 60_000,
      onSlowClient: () => undefined,
    });
    const sent = writer.send('x'.repeat(64 * 1024));
    writer.body.resume();
    expect(await sent).toBe(true);
    writer.end();
  });
});
