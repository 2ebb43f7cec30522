// PostgreSQL will not run as root. When the runner is root (containers, CI machines) it runs
// the database as an unprivileged system user, creating one the first time.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export interface OsUser {
  name: string;
  uid: number;
  gid: number;
}

export const isRoot = (): boolean => process.getuid?.() === 0;

async function lookup(name: string): Promise<OsUser | null> {
  try {
    const [uid, gid] = await Promise.all([exec('id', ['-u', name]), exec('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

/** Returns the user, creating it as a no-login system user (with its own group) when missing. */
export async function ensureSystemUser(name: string): Promise<OsUser> {
  if (!/^[a-z_][a-z0-9_-]{0,31}$/.test(name)) throw new Error(`Invalid system user name: ${name}`);
  const existing = await lookup(name);
  if (existing) return existing;
  try {
    await exec('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      name,
    ]);
  } catch (err) {
    throw new Error(`Could not create the system user "${name}" for PostgreSQL: ${(err as Error).message}`, {
      cause: err,
    });
  }
  const created = await lookup(name);
  if (!created) throw new Error(`The system user "${name}" was created but cannot be looked up.`);
  return created;
}
