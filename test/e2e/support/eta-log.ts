// The ETA measurement of the e2e jobs (docs/decisions.md, "How eta_s is estimated"): with
// ETA_LOG=<file>, every job read the shared helpers receive is watched, and each job that was
// seen processing before any progress and then completed appends one line to the file:
// `{kind, id, eta_at_start_s, actual_s}`. A read while processing shows `eta_s` (the estimate
// counting down until progress arrives) and `processing_time_seconds`, so their sum is the ETA
// the job had when it started. `node test/e2e/support/eta-log.ts <file>` prints the median error.
import { appendFileSync, readFileSync } from 'node:fs';

interface Seen {
  etaAtStartS?: number;
  logged?: boolean;
}

const seen = new Map<string, Seen>();
const target = process.env.ETA_LOG;

/** Watches one answer (a no-op unless ETA_LOG is set). */
export function watchEta(path: string, body: unknown): void {
  if (!target || body === null || typeof body !== 'object') return;
  const job = body as Record<string, unknown>;
  if (typeof job.eta_s !== 'number' || typeof job.status !== 'string') return;
  const id = `${path.replace(/\/[^/]*\/?$/, '')} ${String(job.id)}`;
  const entry = seen.get(id) ?? {};
  seen.set(id, entry);
  const progress = Number(job.progress ?? job.processing_progress ?? 0);
  // The legacy enhancement job shows `started` and `finished` instead of processing_time_seconds.
  const startedAt = typeof job.started === 'string' ? Date.parse(job.started) : NaN;
  const endedAt = typeof job.finished === 'string' ? Date.parse(job.finished) : Date.now();
  const elapsed = Number(
    job.processing_time_seconds ?? (Number.isNaN(startedAt) ? 0 : (endedAt - startedAt) / 1000),
  );
  if (job.status === 'processing' && progress === 0 && entry.etaAtStartS === undefined)
    entry.etaAtStartS = job.eta_s + elapsed;
  if (job.status === 'completed' && entry.etaAtStartS !== undefined && !entry.logged) {
    entry.logged = true;
    const kind = path.includes('render-jobs')
      ? 'render'
      : path.includes('voiceover-jobs')
        ? 'voiceover'
        : path.startsWith('/api/jobs')
          ? 'enhancement'
          : 'other';
    appendFileSync(
      target,
      `${JSON.stringify({ kind, id: job.id, description: job.description, eta_at_start_s: entry.etaAtStartS, actual_s: elapsed })}\n`,
    );
  }
}

if (import.meta.main) {
  const lines = readFileSync(process.argv[2] ?? '', 'utf8')
    .trim()
    .split('\n');
  const rows = lines.map(
    (line) => JSON.parse(line) as { kind: string; eta_at_start_s: number; actual_s: number },
  );
  const errors = rows
    .map((row) => Math.abs(row.eta_at_start_s - row.actual_s) / row.actual_s)
    .sort((a, b) => a - b);
  const median =
    errors.length % 2
      ? errors[(errors.length - 1) / 2]
      : ((errors[errors.length / 2 - 1] ?? 0) + (errors[errors.length / 2] ?? 0)) / 2;
  for (const row of rows)
    console.log(
      row.kind,
      row.eta_at_start_s.toFixed(1),
      row.actual_s.toFixed(1),
      JSON.stringify(row).slice(0, 160),
    );
  console.log(
    `jobs ${rows.length}, median |eta - actual| / actual at start: ${((median ?? 0) * 100).toFixed(1)}%`,
  );
}
