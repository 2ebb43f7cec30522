// Under root, PostgreSQL runs as an unprivileged user, who cannot enter a checkout in a private
// folder (mode 700, like /root). Then the runner places what that user needs outside the
// checkout, under SYSTEM_DIR: a copy of the PostgreSQL distribution, keyed by package version and
// binary hash and shared by every checkout (root-owned, readable by that user's group only), and
// the cluster's data folder, private to that user, which the checkout's data folder links to.
// Copies no run uses any more are removed at each start: other distributions that no running
// server executes, clusters whose checkout (its password file) is gone.
import { createHash } from 'node:crypto';
import {
  chmod,
  chown,
  cp,
  lstat,
  mkdir,
  readFile,
  readdir,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { OsUser } from './os-user.ts';
import { runToCompletion, type LineSink } from './processes.ts';

/** Where the runner keeps, for PostgreSQL's user, what that user cannot reach in the checkout. */
export const SYSTEM_DIR = '/var/lib/media-platform-stack';

export interface Binaries {
  postgres: string;
  initdb: string;
}

const exists = (path: string) =>
  lstat(path).then(
    () => true,
    () => false,
  );

/** True when `user` can run `command args` (a reachability probe). */
async function succeedsAs(user: OsUser, command: string, args: string[], sink: LineSink): Promise<boolean> {
  const probe = await runToCompletion(
    { name: 'postgres', command, args, uid: user.uid, gid: user.gid },
    sink,
    30_000,
  );
  return probe.exit.code === 0;
}

async function ensureDir(path: string, mode: number, owner: { uid: number; gid: number }): Promise<void> {
  await mkdir(path, { recursive: true });
  await chown(path, owner.uid, owner.gid);
  await chmod(path, mode);
}

/** Root-owned, group `user`: directories 750, files 640 (750 when executable), nothing for others. */
async function lockDown(path: string, user: OsUser): Promise<void> {
  const info = await lstat(path);
  if (info.isSymbolicLink()) return;
  await chown(path, 0, user.gid);
  if (info.isDirectory()) {
    await chmod(path, 0o750);
    for (const entry of await readdir(path)) await lockDown(join(path, entry), user);
  } else {
    await chmod(path, info.mode & 0o100 ? 0o750 : 0o640);
  }
}

/** The distribution folder (holding bin/, lib/, share/) of the binaries. */
const distributionOf = (bins: Binaries) => dirname(dirname(bins.postgres));

async function distributionKey(distribution: string): Promise<string> {
  const manifest = JSON.parse(
    await readFile(join(dirname(distribution), 'package.json'), 'utf8').catch(() => '{}'),
  ) as { version?: string };
  const hash = createHash('sha256')
    .update(await readFile(join(distribution, 'bin', 'postgres')))
    .digest('hex');
  return `postgres-${(manifest.version ?? 'unknown').replace(/[^A-Za-z0-9.-]/g, '_')}-${hash.slice(0, 16)}`;
}

/** Pids whose executable lies under `dir` (a distribution in use by a running server). */
async function executablesUnder(dir: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const exe = await readlink(`/proc/${entry}/exe`).catch(() => '');
    if (exe.startsWith(`${dir}/`)) pids.push(Number(entry));
  }
  return pids;
}

/** The binaries, copied under SYSTEM_DIR (once per distribution) when `user` cannot run them in place. */
export async function reachableBinaries(bins: Binaries, user: OsUser, sink: LineSink): Promise<Binaries> {
  if (await succeedsAs(user, bins.postgres, ['--version'], sink)) return bins;
  const distribution = distributionOf(bins);
  const key = await distributionKey(distribution);
  await ensureDir(SYSTEM_DIR, 0o711, { uid: 0, gid: 0 });
  const target = join(SYSTEM_DIR, key);
  if (!(await exists(join(target, 'bin', 'postgres')))) {
    sink('stack', `copying PostgreSQL to ${target}: the "${user.name}" user cannot reach ${distribution}`);
    // Copied aside and renamed into place, so a concurrent start never sees half a copy.
    const partial = `${target}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(distribution, partial, { recursive: true, verbatimSymlinks: true });
    await lockDown(partial, user);
    await rename(partial, target).catch(async (error: NodeJS.ErrnoException) => {
      await rm(partial, { recursive: true, force: true });
      if (!(await exists(join(target, 'bin', 'postgres')))) throw error;
    });
  }
  await removeStaleDistributions(key, sink);
  const placed = {
    postgres: join(target, 'bin', 'postgres'),
    initdb: join(target, 'bin', 'initdb'),
  };
  if (!(await succeedsAs(user, placed.postgres, ['--version'], sink)))
    throw new Error(`PostgreSQL cannot run as "${user.name}" even from its copy in ${target}.`);
  return placed;
}

async function removeStaleDistributions(current: string, sink: LineSink): Promise<void> {
  for (const entry of await readdir(SYSTEM_DIR)) {
    if (!entry.startsWith('postgres-') || entry === current) continue;
    const dir = join(SYSTEM_DIR, entry);
    // Partial copies of starts that died, and distributions no running server executes.
    if ((await executablesUnder(dir)).length > 0) continue;
    sink('stack', `removing ${dir}, a PostgreSQL copy no longer used`);
    await rm(dir, { recursive: true, force: true });
  }
}

export interface DataPlacement {
  /** The folder PostgreSQL runs on. */
  dataDir: string;
  /** True when it lies outside the checkout (dataDir in the checkout links to it). */
  relocated: boolean;
}

const CLUSTERS = () => join(SYSTEM_DIR, 'clusters');

/**
 * The data folder PostgreSQL uses: the checkout's own when `user` can reach its parent, else a
 * folder under SYSTEM_DIR private to `user`, keyed by the checkout's data folder path, which
 * that path then links to.
 */
export async function reachableDataDir(
  dataDir: string,
  user: OsUser,
  sink: LineSink,
): Promise<DataPlacement> {
  const wanted = resolve(dataDir);
  await mkdir(dirname(wanted), { recursive: true });
  await removeOrphanClusters(sink);
  const link = await lstat(wanted).catch(() => null);
  if (!link?.isSymbolicLink() && (await succeedsAs(user, 'test', ['-x', dirname(wanted)], sink)))
    return { dataDir: wanted, relocated: false };

  const cluster = join(CLUSTERS(), createHash('sha256').update(wanted).digest('hex').slice(0, 16));
  const placed = join(cluster, 'data');
  await ensureDir(SYSTEM_DIR, 0o711, { uid: 0, gid: 0 });
  await ensureDir(CLUSTERS(), 0o711, { uid: 0, gid: 0 });
  await ensureDir(cluster, 0o711, { uid: 0, gid: 0 });
  await writeFile(join(cluster, 'origin'), `${wanted}\n`, { mode: 0o600 });
  if (link && !link.isSymbolicLink()) {
    // A cluster made here before (by a run as another user): move it where its user can reach it.
    sink('stack', `moving ${wanted} to ${placed}: the "${user.name}" user cannot reach it`);
    await rm(placed, { recursive: true, force: true });
    await cp(wanted, placed, { recursive: true, verbatimSymlinks: true });
    await rm(wanted, { recursive: true, force: true });
  }
  await mkdir(placed, { recursive: true, mode: 0o700 });
  if (!link?.isSymbolicLink() || resolve(dirname(wanted), await readlink(wanted)) !== placed) {
    await rm(wanted, { force: true });
    await symlink(placed, wanted);
  }
  return { dataDir: placed, relocated: true };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Clusters whose checkout's data folder is gone (the checkout deleted, or its `.data` removed to
 * start over) and on which no server runs. A start creates that folder before it writes a
 * cluster's origin, so a cluster being set up is never taken for an orphan.
 */
async function removeOrphanClusters(sink: LineSink): Promise<void> {
  const entries = await readdir(CLUSTERS()).catch(() => [] as string[]);
  for (const entry of entries) {
    const cluster = join(CLUSTERS(), entry);
    const origin = (await readFile(join(cluster, 'origin'), 'utf8').catch(() => '')).trim();
    if (!origin || (await exists(dirname(origin)))) continue;
    const pid = Number(
      (await readFile(join(cluster, 'data', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0],
    );
    if (pid > 0 && alive(pid)) continue;
    sink('stack', `removing ${cluster}, the PostgreSQL data of ${origin}, which is gone`);
    await rm(cluster, { recursive: true, force: true });
  }
}
