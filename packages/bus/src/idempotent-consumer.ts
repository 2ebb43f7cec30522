// Exactly-once effects on top of at-least-once delivery: the message key is inserted in the same
// transaction as the effect. A second delivery finds the key and skips the effect; two
// deliveries racing each other serialise on the primary key and the later one skips.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProcessedMessage } from './processed-message.entity.ts';

export type ProcessOnceResult<T> = { duplicate: false; value: T } | { duplicate: true };

/**
 * Runs `effect` in a transaction that also records (consumer, messageId). Returns
 * `{ duplicate: true }` without running the effect when that key was already recorded.
 * If the effect throws, nothing is recorded and the error propagates (the message is retried).
 */
export async function processOnce<T>(
  em: EntityManager,
  consumer: string,
  messageId: string,
  effect: (tx: EntityManager) => Promise<T>,
  clock: () => Date = () => new Date(),
): Promise<ProcessOnceResult<T>> {
  if (consumer === '' || messageId === '') throw new TypeError('consumer and messageId must be non-empty');
  return em.transactional(async (tx) => {
    const inserted = await tx
      .createQueryBuilder(ProcessedMessage)
      .insert({ consumer, messageId, processedAt: clock() })
      .onConflict(['consumer', 'messageId'])
      .ignore()
      .execute('run');
    if (inserted.affectedRows === 0) return { duplicate: true } as const;
    const value = await effect(tx);
    return { duplicate: false, value } as const;
  });
}
