// The bench runner's argument handling, without running a benchmark: every module it imports
// is a library there, whatever the arguments (the job latency floor once read the runner's
// arguments as its own child-process role and crashed on `gateway idle-rss`), and every name is
// checked before the first benchmark starts.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './processes.ts';

const runner = (...names: string[]) =>
  spawnSync(process.execPath, ['test/bench/run.ts', ...names], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('npm run bench -- <names>', () => {
  // Arguments that a child-process entry of an imported module (the job latency floor, the hop
  // cost server, the wake-up probe's echo) once took as its own.
  it.each(['gateway idle-rss', 'job-latency idle-rss', 'worker {"prefix":"x"}', 'serve {}', 'echo'])(
    'refuses unknown names before running anything, and no imported module takes `%s` as its own',
    (args) => {
      const answer = runner(...args.split(' '), 'no-such-bench');
      expect(answer.stderr).not.toMatch(/SyntaxError|TypeError|at .*\.ts:\d+/);
      expect(answer.stderr).toContain('unknown benchmark');
      expect(answer.stderr).toContain('"no-such-bench"');
      expect(answer.status).toBe(2);
    },
  );

  it('names every unknown benchmark at once', () => {
    const answer = runner('idle-rss', 'nope', 'nada');
    expect(answer.status).toBe(2);
    expect(answer.stderr).toContain('unknown benchmarks "nope", "nada"; known: gateway, idle-rss');
  });
});
