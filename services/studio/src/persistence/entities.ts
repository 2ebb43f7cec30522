// The entities studio's ORM knows: only the bus's, which its outbox and consumers write through
// MikroORM. Studio's own tables are read and written with explicit SQL and decoded with the
// definitions in tables.ts (docs/decisions.md, "One source for each table's shape").
import { OutboxMessage, ProcessedMessage } from '@platform/bus';

export const STUDIO_SCHEMA = 'studio';

export const studioEntities = [OutboxMessage, ProcessedMessage];
