// The download name comes from users (asset titles), so it is reduced to something every
// browser parses: a plain-ASCII fallback plus the exact UTF-8 name (RFC 6266 / RFC 8187).
import { characterCount, validationError } from '@platform/errors';
import { hasControlCharacter } from './object-key.ts';

const MAX_NAME_LENGTH = 200;

function asciiFallback(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .trim();
  return ascii.length > 0 ? ascii : 'download';
}

const rfc8187Encode = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="..."; filename*=UTF-8''...` for a user-facing file name. */
export function attachmentDisposition(downloadName: string): string {
  const name = downloadName.replace(/[/\\]/g, '_').trim();
  if (name.length === 0 || characterCount(name) > MAX_NAME_LENGTH || hasControlCharacter(name)) {
    throw validationError(`A download name must be 1 to ${MAX_NAME_LENGTH} printable characters.`);
  }
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${rfc8187Encode(name)}`;
}
