// Idle memory of every service (issue 2: each idles under 150 MiB RSS). Runs the local stack
// exactly as `npm start` does (same processes, flags and environment) against a fresh database
// and a throw-away data folder, waits until /healthz is green and the services have been idle
// for a while, then reads each service process's resident set from /proc.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@platform/testkit';
import { SERVICES } from '../../deploy/local/services.ts';
import { freePort, repoRoot, rssMiB, waitForHttp } from './processes.ts';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const TARGET_MIB = 150;

/** pid of each `node services/<name>/src/main.ts` process. */
async function servicePids(): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    const service = /services\/([\w-]+)\/src\/main\.ts/.exec(cmdline)?.[1];
    if (service) found.set(service, Number(entry));
  }
  return found;
}

export async function benchIdleRss(): Promise<string> {
  const database = await createTestDatabase('bench');
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-stack-'));
  const gatewayPort = await freePort();
  const stack = spawn(process.execPath, ['deploy/local/stack.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: database.url, STACK_DATA_DIR: dataDir, GATEWAY_PORT: String(gatewayPort), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHttp(`http://127.0.0.1:${gatewayPort}/healthz`, 120_000);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const pids = await servicePids();
    const rows: string[] = [];
    for (const { name } of SERVICES) {
      const pid = pids.get(name);
      if (pid === undefined) throw new Error(`service ${name} is not running`);
      // The highest of five readings a second apart: a timer firing must not hide a peak.
      let peak = 0;
      for (let i = 0; i < 5; i += 1) {
        peak = Math.max(peak, await rssMiB(pid));
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      rows.push(`| ${name} | ${peak.toFixed(0)} | ${peak < TARGET_MIB ? 'yes' : 'NO'} |`);
    }
    return [
      `Idle RSS of each service of the local stack (\`npm start\`), ${IDLE_SECONDS} s after /healthz answered 200, highest of five readings.`,
      '',
      `| service | RSS MiB | under ${TARGET_MIB} MiB |`,
      '|---|---|---|',
      ...rows,
    ].join('\n');
  } finally {
    await new Promise<void>((resolve) => {
      if (stack.exitCode !== null) return resolve();
      stack.once('exit', () => resolve());
      stack.kill('SIGINT');
      setTimeout(() => stack.kill('SIGKILL'), 30_000).unref();
    });
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}
