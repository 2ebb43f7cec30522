// Every child process writes to the runner's terminal through these helpers: output is cut into
// whole lines (a chunk may end mid-line), each line is tagged with the process name padded to a
// common width, and tags are coloured only when a person is watching a TTY.
import { StringDecoder } from 'node:string_decoder';

/** Splits a byte stream into lines; keeps the unfinished tail until the next chunk. */
export class LineSplitter {
  private tail = '';
  // A chunk can end in the middle of a UTF-8 character; the decoder holds those bytes back.
  private readonly decoder = new StringDecoder('utf8');

  push(chunk: Buffer | string): string[] {
    const text = this.tail + (typeof chunk === 'string' ? chunk : this.decoder.write(chunk));
    const lines = text.split('\n');
    this.tail = lines.pop() ?? '';
    return lines.map(stripCarriageReturn);
  }

  /** The unfinished last line, if any, once the stream has ended. */
  flush(): string[] {
    const rest = this.tail + this.decoder.end();
    this.tail = '';
    return rest.length > 0 ? [stripCarriageReturn(rest)] : [];
  }
}

const stripCarriageReturn = (line: string): string => (line.endsWith('\r') ? line.slice(0, -1) : line);

/** Bright ANSI colours that read well on dark and light terminals; red is kept for errors. */
const PALETTE = [36, 35, 33, 32, 34, 96, 95, 93, 92, 94];

export interface PrefixStyle {
  /** Names are padded to this width so the `|` columns line up. */
  width: number;
  color: boolean;
}

export function colorFor(index: number): number {
  return PALETTE[index % PALETTE.length] ?? 36;
}

export function formatLine(name: string, line: string, style: PrefixStyle, colorIndex = 0): string {
  const tag = `${name.padEnd(style.width)} |`;
  return style.color ? `\u001b[${colorFor(colorIndex)}m${tag}\u001b[0m ${line}` : `${tag} ${line}`;
}

/** Keeps the last `limit` lines of a process, to show why it died. */
export class RecentLines {
  private readonly lines: string[] = [];
  private readonly limit: number;

  constructor(limit = 30) {
    this.limit = limit;
  }

  add(line: string): void {
    this.lines.push(line);
    if (this.lines.length > this.limit) this.lines.shift();
  }

  all(): string[] {
    return [...this.lines];
  }
}
