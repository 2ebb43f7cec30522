// Pure helpers shared by every ffmpeg argument builder. The runner calls `assertSafeArgs` on
// every command, so an input without the protocol whitelist never reaches ffmpeg.
import { isAbsolute, resolve } from 'node:path';
import { MediaError } from './media.error.ts';

/** Only local files and pipes: never network protocols, `concat:`, `subfile:` and friends. */
export const PROTOCOL_WHITELIST = 'file,pipe';

/** Options every ffmpeg command starts with. */
export function ffmpegGlobalArgs(progress: { intervalS: number } | null): string[] {
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'];
  if (progress) args.push('-nostats', '-progress', 'pipe:1', '-stats_period', String(progress.intervalS));
  return args;
}

export function ffprobeGlobalArgs(): string[] {
  return ['-hide_banner', '-loglevel', 'error'];
}

/**
 * Turns a path into one ffmpeg can only read as a local file: absolute, so it can neither start
 * with `-` (an option) nor with `name:` (a protocol).
 */
export function localPath(path: string): string {
  if (path.length === 0 || path.includes('\0'))
    throw new MediaError('invalid_input', 'Empty or invalid media path.');
  return isAbsolute(path) ? path : resolve(path);
}

/** `[...before, -protocol_whitelist file,pipe, -i <absolute path>]`. */
export function inputArgs(path: string, before: readonly string[] = []): string[] {
  return [...before, '-protocol_whitelist', PROTOCOL_WHITELIST, '-i', localPath(path)];
}

/** Throws unless every `-i` has `-protocol_whitelist file,pipe` among the options before it. */
export function assertSafeArgs(args: readonly string[]): void {
  let whitelisted = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '-protocol_whitelist') {
      whitelisted = args[index + 1] === PROTOCOL_WHITELIST;
      index += 1;
    } else if (arg === '-i') {
      if (!whitelisted) {
        throw new MediaError(
          'invalid_input',
          `ffmpeg input "${args[index + 1] ?? ''}" lacks -protocol_whitelist ${PROTOCOL_WHITELIST}.`,
        );
      }
      whitelisted = false;
      index += 1;
    }
  }
}

/** Rounds down to an even number, as 4:2:0 video needs, and never below 2. */
export function even(value: number): number {
  return Math.max(2, 2 * Math.floor(value / 2));
}

/** Formats a number for an ffmpeg expression: fixed precision, no exponent, no `-0`. */
export function num(value: number, digits = 6): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const text = value.toFixed(digits).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}
