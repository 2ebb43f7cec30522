// Keeps only the last `limit` bytes written to it, so a chatty ffmpeg cannot grow memory
// without bound while we still have the lines that explain a failure (they come last).
export class TailBuffer {
  readonly limit: number;
  private chunks: Buffer[] = [];
  private size = 0;
  private dropped = false;

  constructor(limitBytes: number) {
    if (!Number.isInteger(limitBytes) || limitBytes <= 0)
      throw new RangeError('limitBytes must be a positive integer');
    this.limit = limitBytes;
  }

  push(chunk: Buffer): void {
    if (chunk.length >= this.limit) {
      this.dropped ||= this.size > 0 || chunk.length > this.limit;
      this.chunks = [Buffer.from(chunk.subarray(chunk.length - this.limit))];
      this.size = this.limit;
      return;
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size - (this.chunks[0]?.length ?? 0) >= this.limit) {
      this.size -= this.chunks.shift()?.length ?? 0;
      this.dropped = true;
    }
  }

  /** True when older output was discarded. */
  get truncated(): boolean {
    return this.dropped || this.size > this.limit;
  }

  toString(): string {
    const all = Buffer.concat(this.chunks);
    const kept = all.length > this.limit ? all.subarray(all.length - this.limit) : all;
    // A cut can land inside a multi-byte character or a line: start at the next full line.
    let text = kept.toString('utf8');
    if (this.truncated) {
      const newline = text.indexOf('\n');
      if (newline >= 0 && newline < text.length - 1) text = text.slice(newline + 1);
    }
    return text;
  }
}
