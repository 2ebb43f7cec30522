// Keys of messages a consumer has already applied, stored in the consumer's own schema (the
// table name is unqualified, as the outbox's) and written in the same transaction as the
// message's effect. This definition is the table's one column list besides the migration.
import { col, defineTable } from '@platform/db';

export const processedMessagesTable = defineTable('processed_messages', {
  consumer: col.text().primary(),
  messageId: col.text().primary(),
  processedAt: col.timestamptz(),
});

export const ProcessedMessage = processedMessagesTable.entity;

export type ProcessedMessageRow = ReturnType<typeof processedMessagesTable.decode>;
