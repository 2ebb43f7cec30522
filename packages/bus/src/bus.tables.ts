import { outboxMessagesTable } from './outbox.entity.ts';
import { processedMessagesTable } from './processed-message.entity.ts';

export const busTables = [outboxMessagesTable, processedMessagesTable] as const;
