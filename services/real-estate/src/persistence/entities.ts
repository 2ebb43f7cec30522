// The entities real estate's ORM knows: only the bus's, which its outbox and consumers write
// through MikroORM. Its own tables are read and written with explicit SQL and decoded with the
// definitions in tables.ts (docs/decisions.md, "One source for each table's shape").
import { OutboxMessage, ProcessedMessage } from '@platform/bus';

export const REAL_ESTATE_SCHEMA = 'real_estate';

export const realEstateEntities = [OutboxMessage, ProcessedMessage];
