// Helpers for rows of plain SQL run through `em.execute`. MikroORM's PostgreSQL driver hands
// timestamptz columns back as text there (e.g. `2026-11-22 08:17:05.798862+00`, always with an
// offset), where entity reads would have given a Date.

export function timestampFromRow(value: unknown): Date {
  if (value instanceof Date) return value;
  const parsed = new Date(String(value));
  if (Number.isNaN(parsed.getTime())) throw new Error(`not a timestamp: ${String(value)}`);
  return parsed;
}

/** A row of plain SQL: column name -> value as the driver gave it. */
export type Row = Record<string, unknown>;

/** A nullable text column (also bigint ids, which the driver gives as strings). */
export const strOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** A nullable number column (integer, or numeric and bigint, which the driver gives as strings). */
export const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** A nullable timestamptz column. */
export const timestampOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : timestampFromRow(value);
