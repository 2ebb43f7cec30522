// A comment or page that points at a part of docs/decisions.md or docs/benchmarks.md by name
// (`docs/decisions.md, "Admission control"`, `benchmarks.md ("Listing render")`) names a heading
// of that page or the bold lead of one of its entries, so renaming either breaks this test, not
// the reader's search.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const PAGES = ['decisions.md', 'benchmarks.md', 'benchmarks-history.md'];
/** `decisions.md, "Name"`, `decisions.md ("Name"` and `decisions.md` ("Name"`, the name up to its closing quote. */
const REFERENCE = /\b(decisions\.md|benchmarks\.md|benchmarks-history\.md)`?,? \(?"([^"]{1,120})"/g;

/** What a page can be pointed at by: its headings and the bold leads of its entries. */
export function namesOf(page: string): Set<string> {
  const headings = [...page.matchAll(/^#{2,4} (.+)$/gm)].map((match) => match[1]!.replace(/`/g, ''));
  const leads = [...page.matchAll(/^\s*- \*\*(.+?)\*\*/gm)].map((match) => match[1]!.replace(/`/g, ''));
  return new Set([...headings, ...leads].map((name) => name.replace(/[.:]$/, '')));
}

/** The references to `pages` in `text`: [page, name]. */
export function referencesIn(text: string): [string, string][] {
  // A name may run over a line break, inside a comment: its prefix is not part of it.
  const unwrapped = (name: string) => name.replace(/\s*\n\s*(?:\/\/|\*|#)?\s*/g, ' ');
  return [...text.matchAll(REFERENCE)].map((match) => [match[1]!, unwrapped(match[2]!)]);
}

const resolves = (names: Set<string>, name: string) =>
  names.has(name) || [...names].some((candidate) => candidate.startsWith(name));

describe('references to the named parts of the docs', () => {
  it('reads references and names', () => {
    expect(
      referencesIn('x (docs/decisions.md, "Admission control"), docs/benchmarks.md ("Listing render")'),
    ).toEqual([
      ['decisions.md', 'Admission control'],
      ['benchmarks.md', 'Listing render'],
    ]);
    expect([...namesOf('## Gateway\n\n- **Per-address limit** (10/s)\n- **No build step.** x\n')]).toEqual([
      'Gateway',
      'Per-address limit',
      'No build step',
    ]);
  });

  it('name a heading or an entry of the page they point at', () => {
    const names = new Map(
      PAGES.map((page) => [page, namesOf(readFileSync(join(ROOT, 'docs', page), 'utf8'))]),
    );
    const files = execFileSync(
      'git',
      ['ls-files', '-z', '--', '*.ts', '*.md', '*.sh', '*.yaml', '*.proto', '*.tpl'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    )
      .split('\0')
      .filter((file) => file !== '' && !file.startsWith('docs/benchmarks-history.md'));
    const broken = files.flatMap((file) =>
      referencesIn(readFileSync(join(ROOT, file), 'utf8'))
        .filter(([page, name]) => !resolves(names.get(page)!, name))
        .map(([page, name]) => `${file}: ${page}, "${name}"`),
    );
    expect(broken).toEqual([]);
  });
});
