// Parses ffmpeg's `-progress pipe:1` output: blocks of `key=value` lines, each block closed by
// `progress=continue` or `progress=end`. Pure, so it is tested without ffmpeg.

export interface FfmpegProgress {
  /** Position reached in the output, seconds. */
  outTimeS: number;
  /** outTimeS / expected duration, clamped to 0..1; null when no duration was expected. */
  fraction: number | null;
  frame: number | null;
  /** Encoding speed as a multiple of real time, when ffmpeg reports it. */
  speed: number | null;
  done: boolean;
}

export class ProgressParser {
  private readonly expectedDurationS: number | null;
  private readonly emit: (progress: FfmpegProgress) => void;
  private pending = '';
  private block = new Map<string, string>();

  constructor(expectedDurationS: number | null | undefined, emit: (progress: FfmpegProgress) => void) {
    this.expectedDurationS = expectedDurationS && expectedDurationS > 0 ? expectedDurationS : null;
    this.emit = emit;
  }

  push(chunk: Buffer | string): void {
    this.pending += chunk.toString();
    let newline = this.pending.indexOf('\n');
    while (newline >= 0) {
      this.line(this.pending.slice(0, newline).trim());
      this.pending = this.pending.slice(newline + 1);
      newline = this.pending.indexOf('\n');
    }
    // A progress stream without newlines is not ffmpeg's: do not buffer it forever.
    if (this.pending.length > 4096) this.pending = '';
  }

  private line(line: string): void {
    const eq = line.indexOf('=');
    if (eq <= 0) return;
    const key = line.slice(0, eq);
    const value = line.slice(eq + 1);
    if (key !== 'progress') {
      this.block.set(key, value);
      return;
    }
    const done = value === 'end';
    const outTimeS = this.outTimeS();
    let fraction: number | null = null;
    if (this.expectedDurationS !== null) {
      fraction = done ? 1 : Math.min(1, Math.max(0, outTimeS / this.expectedDurationS));
    }
    const frame = Number.parseInt(this.block.get('frame') ?? '', 10);
    const speed = Number.parseFloat((this.block.get('speed') ?? '').replace(/x$/, ''));
    this.block = new Map();
    this.emit({
      outTimeS,
      fraction,
      frame: Number.isFinite(frame) ? frame : null,
      speed: Number.isFinite(speed) ? speed : null,
      done,
    });
  }

  private outTimeS(): number {
    // `out_time_us` is the documented key; `out_time_ms` is also microseconds (an old misnomer).
    for (const key of ['out_time_us', 'out_time_ms']) {
      const micros = Number.parseInt(this.block.get(key) ?? '', 10);
      if (Number.isFinite(micros) && micros >= 0) return micros / 1e6;
    }
    return 0;
  }
}
