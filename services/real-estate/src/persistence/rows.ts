// Row -> value helpers for the explicit SQL the repositories run. PostgreSQL hands back bigint
// and numeric as strings and jsonb already parsed; timestamps go through timestampFromRow.
import { timestampFromRow, type Row } from '@platform/db';

export { numOrNull, strOrNull, type Row } from '@platform/db';

export { S } from './tables.ts';
export const str = (value: unknown): string => String(value ?? '');
export const date = timestampFromRow;
export const count = (rows: Row[]): number => Number(rows[0]?.n ?? 0);
