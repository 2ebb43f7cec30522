import { afterEach, describe, expect, it } from 'vitest';
import { ManagedProcess, runToCompletion } from './processes.ts';
import { memorySink } from './test-support.ts';
import { commandLine } from './run-state.ts';

const node = process.execPath;
const started: ManagedProcess[] = [];
const spawnNode = (name: string, script: string, sink = memorySink().sink) => {
  const child = new ManagedProcess({ name, command: node, args: ['-e', script] }, sink);
  started.push(child);
  return child;
};

afterEach(async () => {
  await Promise.all(started.splice(0).map((child) => child.stop('SIGKILL', 1_000)));
});

describe('ManagedProcess', () => {
  it('delivers stdout and stderr as whole lines tagged with the process name', async () => {
    const memory = memorySink();
    const child = spawnNode(
      'billing',
      `process.stdout.write('one\\ntw'); setTimeout(() => { process.stdout.write('o\\n'); console.error('oops'); process.stdout.write('tail'); }, 50);`,
      memory.sink,
    );
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(memory.of('billing').sort()).toEqual(['one', 'oops', 'tail', 'two']);
    expect(child.recentLines()).toHaveLength(4);
    expect(child.running).toBe(false);
  });

  it('stops with SIGTERM, and with SIGKILL when the process ignores it', async () => {
    const polite = spawnNode(
      'polite',
      `process.on('SIGTERM', () => { console.log('bye'); process.exit(0); }); console.log('up'); setInterval(() => {}, 1000);`,
    );
    await waitForLine(polite, 'up');
    expect(await polite.stop('SIGTERM', 5_000)).toEqual({ code: 0, signal: null });

    const stubborn = spawnNode(
      'stubborn',
      `process.on('SIGTERM', () => console.log('ignored')); console.log('up'); setInterval(() => {}, 1000);`,
    );
    await waitForLine(stubborn, 'up');
    const startedAt = Date.now();
    expect(await stubborn.stop('SIGTERM', 300)).toEqual({ code: null, signal: 'SIGKILL' });
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(stubborn.recentLines()).toContain('ignored');
  });

  it('stops helpers the process started (the whole process group)', async () => {
    const parent = spawnNode(
      'parent',
      `const { spawn } = require('node:child_process'); const c = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log('child ' + c.pid); setInterval(() => {}, 1000);`,
    );
    const line = await waitForLine(parent, 'child ');
    const grandchild = Number(line.split(' ')[1]);
    expect(await commandLine(grandchild)).not.toBeNull();
    await parent.stop('SIGTERM', 5_000);
    await expect.poll(() => commandLine(grandchild), { timeout: 5_000 }).toBeNull();
  });

  it('settles soon after exit even when a helper outside its group keeps the output pipe open', async () => {
    const parent = spawnNode(
      'leaky',
      `const { spawn } = require('node:child_process'); const c = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'inherit', detached: true }); console.log('helper ' + c.pid); process.exit(0);`,
    );
    const line = await waitForLine(parent, 'helper ');
    const startedAt = Date.now();
    expect(await parent.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    process.kill(Number(line.split(' ')[1]), 'SIGKILL');
  });

  it('reports a command that cannot start', async () => {
    const child = new ManagedProcess(
      { name: 'ghost', command: '/nonexistent/binary', args: [] },
      memorySink().sink,
    );
    const exit = await child.exited;
    expect(exit.code).toBeNull();
    expect(exit.error?.message).toContain('ENOENT');
  });
});

describe('runToCompletion', () => {
  it('captures stdout apart from the log and returns the exit code', async () => {
    const memory = memorySink();
    const result = await runToCompletion(
      {
        name: 'cli',
        command: node,
        args: ['-e', `console.error('working'); console.log(JSON.stringify({ ok: 1 })); process.exit(3)`],
        captureStdout: true,
      },
      memory.sink,
      10_000,
    );
    expect(result.exit.code).toBe(3);
    expect(JSON.parse(result.stdout)).toEqual({ ok: 1 });
    expect(memory.of('cli')).toEqual(['working']);
  });

  it('stops a command that outlives its timeout', async () => {
    const result = await runToCompletion(
      { name: 'slow', command: node, args: ['-e', 'setInterval(() => {}, 1000)'] },
      memorySink().sink,
      200,
    );
    expect(result.exit.signal).toBe('SIGTERM');
  });
});

async function waitForLine(child: ManagedProcess, prefix: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = child.recentLines().find((line) => line.startsWith(prefix))), { timeout: 10_000 })
    .toBeDefined();
  return found ?? '';
}
