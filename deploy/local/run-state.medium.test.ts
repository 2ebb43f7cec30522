import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commandLine, RunStateFile } from './run-state.ts';
import { memorySink, tempDir } from './test-support.ts';

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

/** A process-group leader that idles, like the runner's children. */
async function idler(): Promise<{ pid: number; cmdline: string }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    detached: true,
    stdio: 'ignore',
  });
  children.push(child);
  const pid = child.pid ?? 0;
  await expect.poll(() => commandLine(pid)).toContain('setInterval');
  return { pid, cmdline: (await commandLine(pid)) ?? '' };
}

describe('RunStateFile', () => {
  it('stops the leftovers of a runner that died, and only those', async () => {
    const dir = await tempDir('stack-state-');
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const file = join(dir, 'stack.json');
    const leftover = await idler();
    const bystander = await idler();
    await writeFile(
      file,
      JSON.stringify({
        runner: { pid: 999_999_999, cmdline: 'node stack.ts' },
        // The bystander's pid is recorded with another command: a reused pid must be left alone.
        children: [leftover, { pid: bystander.pid, cmdline: 'postgres -D somewhere' }],
      }),
    );
    const memory = memorySink();
    const state = await RunStateFile.claim(file, memory.sink);
    await expect.poll(() => commandLine(leftover.pid), { timeout: 20_000 }).toBeNull();
    expect(await commandLine(bystander.pid)).toBe(bystander.cmdline);
    expect(memory.of('stack').join('\n')).toContain(`stopping process ${leftover.pid}`);

    const recorded = JSON.parse(await readFile(file, 'utf8')) as {
      runner: { pid: number };
      children: unknown[];
    };
    expect(recorded.runner.pid).toBe(process.pid);
    await state.add(bystander.pid);
    expect((JSON.parse(await readFile(file, 'utf8')) as { children: unknown[] }).children).toEqual([
      bystander,
    ]);
    state.release();
    await expect(readFile(file)).rejects.toThrow();
  });

  it('refuses to run beside a live runner on the same data folder', async () => {
    const dir = await tempDir('stack-state-live-');
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const file = join(dir, 'stack.json');
    const runner = await idler();
    await writeFile(file, JSON.stringify({ runner, children: [] }));
    await expect(RunStateFile.claim(file, memorySink().sink)).rejects.toThrow(
      `Another local stack (pid ${runner.pid}) is running`,
    );
    expect(await commandLine(runner.pid)).toBe(runner.cmdline);
  });
});
