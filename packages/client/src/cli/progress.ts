// Progress on stderr, one line per task: redrawn in place on a terminal, printed when it changes
// otherwise (a CI log, a pipe), so stdout stays for what the command answers.
const WIDTH = 24;

export class Progress {
  private readonly lines = new Map<string, string>();
  private drawn = 0;
  private readonly tty = Boolean(process.stderr.isTTY);

  /** Sets a task's line: a label, a fraction done (0..1, or null when unknown) and a note. */
  set(task: string, fraction: number | null, note = ''): void {
    const bar =
      fraction === null
        ? ' '.repeat(WIDTH)
        : '#'.repeat(Math.round(Math.min(1, Math.max(0, fraction)) * WIDTH)).padEnd(WIDTH, '.');
    const percent = fraction === null ? '    ' : `${String(Math.round(fraction * 100)).padStart(3)}%`;
    const line = `${task.padEnd(28).slice(0, 28)} [${bar}] ${percent} ${note}`.trimEnd();
    if (this.lines.get(task) === line) return;
    this.lines.set(task, line);
    if (this.tty) this.redraw();
    else process.stderr.write(`${line}\n`);
  }

  /** A line that is not a task's (a step starting, a file written). */
  say(text: string): void {
    if (this.tty) {
      this.clear();
      process.stderr.write(`${text}\n`);
      this.lines.clear();
      this.drawn = 0;
    } else process.stderr.write(`${text}\n`);
  }

  private clear(): void {
    if (this.drawn > 0) process.stderr.write(`\x1b[${this.drawn}A\x1b[0J`);
  }

  private redraw(): void {
    this.clear();
    const lines = [...this.lines.values()];
    process.stderr.write(lines.map((line) => `${line}\n`).join(''));
    this.drawn = lines.length;
  }
}
