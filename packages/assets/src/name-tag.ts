// `name_tag` is the identifier a client uses to reference an asset (pattern ^[-a-zA-Z0-9_]+$).
// It is derived from the name: accents folded, every other run of characters outside the
// pattern turned into one "-", and made unique within the account with a numeric suffix.

export const NAME_TAG_PATTERN = /^[-a-zA-Z0-9_]+$/;
export const MAX_NAME_TAG_LENGTH = 100;
const BASE_LENGTH = 80;

/** The tag a name asks for, before uniqueness; `fallback` when nothing usable is left. */
export function baseNameTag(name: string, fallback: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^-a-zA-Z0-9_]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, BASE_LENGTH)
    .replace(/[-_]+$/g, '');
  return folded.length > 0 ? folded : fallback;
}

/** Candidates in order: `base`, `base-2`, `base-3`, ... */
export function nameTagCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}

/** Next free tag given the tags of the account that start with `base`. */
export function firstFreeNameTag(base: string, taken: ReadonlySet<string>): string {
  for (let attempt = 1; ; attempt += 1) {
    const candidate = nameTagCandidate(base, attempt);
    if (!taken.has(candidate)) return candidate;
  }
}
