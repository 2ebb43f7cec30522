// Row -> value helpers for the explicit SQL the repositories run. PostgreSQL hands back bigint
// and numeric as strings and jsonb already parsed; timestamps go through timestampFromRow.
import { timestampFromRow } from '@platform/db';

export type Row = Record<string, unknown>;

export const S = 'real_estate';
export const str = (value: unknown): string => String(value ?? '');
export const strOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
export const date = timestampFromRow;
export const count = (rows: Row[]): number => Number(rows[0]?.n ?? 0);
