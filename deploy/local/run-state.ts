// Records which processes the runner started, so a run that was killed outright (kill -9, a
// closed terminal) does not leave a database or server holding the ports and data folders. The
// next run stops those leftovers, but only after checking each pid still runs the very command
// that was recorded, so a pid the system has since reused is never touched.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { LineSink } from './processes.ts';

interface RecordedProcess {
  pid: number;
  cmdline: string;
}

interface RunState {
  runner: RecordedProcess;
  children: RecordedProcess[];
}

/** The command line of a live process, or null (gone, or no /proc to ask). */
export async function commandLine(pid: number): Promise<string | null> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replace(/\0+$/, '').replaceAll('\0', ' ');
  } catch {
    return null;
  }
}

const stillRuns = async (recorded: RecordedProcess) => (await commandLine(recorded.pid)) === recorded.cmdline;

async function stopLeftover(recorded: RecordedProcess, sink: LineSink): Promise<void> {
  sink('stack', `stopping process ${recorded.pid} left over from an earlier run: ${recorded.cmdline}`);
  const signal = (name: NodeJS.Signals) => {
    try {
      // Children were started as process-group leaders.
      process.kill(-recorded.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGINT');
  for (let waited = 0; waited < 15_000; waited += 200) {
    if (!(await stillRuns(recorded))) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  signal('SIGKILL');
}

export class RunStateFile {
  private readonly file: string;
  private readonly state: RunState;

  private constructor(file: string, state: RunState) {
    this.file = file;
    this.state = state;
  }

  /** Refuses to run beside a live runner on the same data folder; cleans up after a dead one. */
  static async claim(file: string, sink: LineSink): Promise<RunStateFile> {
    let previous: RunState | null;
    try {
      previous = JSON.parse(readFileSync(file, 'utf8')) as RunState;
    } catch {
      previous = null;
    }
    if (previous?.runner && previous.runner.pid !== process.pid && (await stillRuns(previous.runner))) {
      throw new Error(
        `Another local stack (pid ${previous.runner.pid}) is running with this data folder; stop it first.`,
      );
    }
    // Newest first: services before the infrastructure they were using.
    for (const child of [...(previous?.children ?? [])].reverse()) {
      if (await stillRuns(child)) await stopLeftover(child, sink);
    }
    const runner = { pid: process.pid, cmdline: (await commandLine(process.pid)) ?? '' };
    const claimed = new RunStateFile(file, { runner, children: [] });
    claimed.write();
    return claimed;
  }

  async add(pid: number | undefined): Promise<void> {
    if (pid === undefined) return;
    const cmdline = await commandLine(pid);
    if (cmdline === null) return;
    this.state.children.push({ pid, cmdline });
    this.write();
  }

  release(): void {
    rmSync(this.file, { force: true });
  }

  private write(): void {
    writeFileSync(this.file, `${JSON.stringify(this.state, null, 2)}\n`, { mode: 0o600 });
  }
}
