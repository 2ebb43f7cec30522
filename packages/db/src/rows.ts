// Helpers for rows of plain SQL run through `em.execute`. MikroORM's PostgreSQL driver hands
// timestamptz columns back as text there (e.g. `2026-11-22 08:17:05.798862+00`, always with an
// offset), where entity reads would have given a Date.

export function timestampFromRow(value: unknown): Date {
  if (value instanceof Date) return value;
  const parsed = new Date(String(value));
  if (Number.isNaN(parsed.getTime())) throw new Error(`not a timestamp: ${String(value)}`);
  return parsed;
}
