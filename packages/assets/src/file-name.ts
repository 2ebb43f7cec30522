// A name taken from what a file arrived with (its file name or URL) when the client gave none:
// the one rule every asset-owning service applies, so that a name is printable and fits its limit.

// Control characters (C0 and DEL) never belong in a name shown to people.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** Control characters dropped, trimmed, cut to `max` UTF-16 units (as length limits count) without half a surrogate pair. */
export function nameFromFile(value: string, max: number): string {
  const cleaned = value.replace(CONTROL_CHARACTERS, '').trim();
  return cleaned
    .slice(0, max)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();
}
