import { conflict } from '@platform/errors';
import { createLogger } from '@platform/logging';
import { describe, expect, it } from 'vitest';
import { EXPIRED_HOLD_NOTE, HoldExpiry } from './hold-expiry.ts';
import type { LedgerService } from './ledger.service.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

function expiryWith(open: string[], release: (jobId: string) => Promise<void>) {
  const asked: Date[] = [];
  const ledger = {
    async reservedBefore(before: Date) {
      asked.push(before);
      return open.splice(0);
    },
    async release(jobId: string, note: string | null) {
      expect(note).toBe(EXPIRED_HOLD_NOTE);
      await release(jobId);
    },
  } as unknown as LedgerService;
  const expiry = new HoldExpiry({
    ledger,
    clock: { now: () => NOW },
    expiryMs: 60_000,
    logger: createLogger('test', 'silent'),
  });
  return { expiry, asked };
}

describe('HoldExpiry', () => {
  it('looks for holds older than the expiry and skips one its owner captured meanwhile', async () => {
    const released: string[] = [];
    const { expiry, asked } = expiryWith(['a', 'b', 'c'], async (jobId) => {
      if (jobId === 'b') throw conflict('The hold of this job was already captured.');
      released.push(jobId);
    });
    expect(await expiry.runOnce()).toBe(2);
    expect(released).toEqual(['a', 'c']);
    expect(asked).toEqual([new Date(NOW.getTime() - 60_000)]);
  });

  it('stops on any other failure, so the next run tries again', async () => {
    const { expiry } = expiryWith(['a'], async () => {
      throw new Error('database down');
    });
    await expect(expiry.runOnce()).rejects.toThrow('database down');
  });
});
