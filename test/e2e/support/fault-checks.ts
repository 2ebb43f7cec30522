// What a fault test checks once the platform has come through a fault, read from the records
// themselves (billing's ledger and holds, studio's assets, the bucket's files on disk), never
// only from the API: every job ended, each charge matches how it ended, and every stored file
// belongs to a record.
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import pg from 'pg';

export interface EndedJob {
  id: string;
  status: string;
  cost_credits: string;
}

/** Runs one query on a fresh connection (the pool of a restarted server would hold dead ones). */
export async function query<Row>(databaseUrl: string, sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * How billing recorded each job: a completed job reserved and captured its cost, a failed one
 * reserved it and released all of it (a refund); nothing is left held. Returns what was charged.
 */
export async function chargesOf(databaseUrl: string, jobs: EndedJob[]): Promise<Record<string, string>> {
  const rows = await query<{ job_id: string; kinds: string; status: string; captured: string }>(
    databaseUrl,
    `select h.job_id, h.status, h.captured_amount::text as captured,
            (select string_agg(e.kind::text, ',' order by e.id) from billing.ledger_entries e where e.job_id = h.job_id) as kinds
       from billing.holds h where h.job_id = any($1::text[])`,
    [jobs.map((job) => job.id)],
  );
  const found = Object.fromEntries(rows.map((row) => [row.job_id, row]));
  const seen: Record<string, string> = {};
  for (const job of jobs) {
    const row = found[job.id];
    const expected =
      job.status === 'completed'
        ? { status: 'captured', kinds: 'reserve,capture', captured: job.cost_credits }
        : { status: 'released', kinds: 'reserve,release', captured: '0.0000' };
    seen[job.id] = row ? `${row.status} ${row.kinds} ${row.captured}` : 'no hold';
    if (seen[job.id] !== `${expected.status} ${expected.kinds} ${expected.captured}`)
      throw new Error(`job ${job.id} ended ${job.status} but billing shows ${seen[job.id]}`);
  }
  return seen;
}

/** Every object key in s3rver's folder for the bucket (its files are `<key>._S3rver_object`). */
export async function storedKeys(s3DataDir: string, bucket: string): Promise<string[]> {
  const root = join(s3DataDir, bucket);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).slice(0, -'._S3rver_object'.length))
    .sort();
}

/** Every file key of studio's assets (a key exists only on a ready asset). */
const ASSET_FILES = ['image_assets', 'video_assets']
  .flatMap((table) =>
    ['file_key', 'thumbnail_key', ...(table === 'video_assets' ? ['last_frame_key'] : [])].map(
      (column) => `select ${column} as key from studio.${table} where ${column} is not null`,
    ),
  )
  .join(' union ');

/** Stored objects no studio asset refers to (a staging upload left behind, a job output nobody shows). */
export async function orphanedFiles(
  databaseUrl: string,
  s3DataDir: string,
  bucket: string,
): Promise<string[]> {
  const rows = await query<{ key: string }>(databaseUrl, ASSET_FILES);
  const referenced = new Set(rows.map((row) => row.key));
  // Only the accounts' folders: the catalogue's shared files (music, voices, templates) belong to no asset.
  return (await storedKeys(s3DataDir, bucket)).filter(
    (key) => key.startsWith('accounts/') && !referenced.has(key),
  );
}

/** Files the records name that storage does not have. */
export async function missingFiles(
  databaseUrl: string,
  s3DataDir: string,
  bucket: string,
): Promise<string[]> {
  const stored = new Set(await storedKeys(s3DataDir, bucket));
  const rows = await query<{ key: string }>(databaseUrl, ASSET_FILES);
  return rows.map((row) => row.key).filter((key) => !stored.has(key));
}
