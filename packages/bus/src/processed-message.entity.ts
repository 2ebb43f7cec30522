// Keys of messages a consumer has already applied, stored in the consumer's own schema and
// written in the same transaction as the message's effect.
import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

export const ProcessedMessage = defineEntity({
  name: 'ProcessedMessage',
  tableName: 'processed_messages',
  properties: {
    consumer: p.text().primary(),
    messageId: p.text().primary(),
    processedAt: p.datetime(),
  },
});

export type ProcessedMessageRow = InferEntity<typeof ProcessedMessage>;
