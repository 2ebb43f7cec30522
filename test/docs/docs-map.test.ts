// The repository's map stays the tree's: the README's layout names every top-level folder, every
// service and every package once (and nothing that is not there), and docs/README.md gives every
// page of docs/ a line.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
/** The tracked files' paths (git's index), so that a scratch folder of one checkout does not count. */
const tracked = (() => {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  } catch {
    return null;
  }
})();
const folders = (path: string) =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name)
    .filter((name) => {
      const prefix = path === '.' ? `${name}/` : `${path}/${name}/`;
      return tracked === null || tracked.some((file) => file.startsWith(prefix));
    });

/** The README's layout block: top-level folders (`name/` at the start of a line) and the entries under each. */
export function layoutOf(readme: string): Map<string, string[]> {
  const block = /^## Layout\n\n```\n([\s\S]*?)\n```/m.exec(readme)?.[1] ?? '';
  const layout = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of block.split('\n')) {
    const top = /^([a-z][\w-]*)\/\s/.exec(line);
    const entry = /^ {2}([a-z][\w-]*)\s/.exec(line);
    if (top) layout.set(top[1]!, (current = []));
    else if (entry) current.push(entry[1]!);
  }
  return layout;
}

describe('the README layout and the docs map', () => {
  const layout = layoutOf(read('README.md'));

  it('reads a layout block', () => {
    const sample =
      '## Layout\n\n```\nservices/   x\n  gateway   y\npackages/   z\n  db   w\ndocs/   v\n```\n';
    expect([...layoutOf(sample)]).toEqual([
      ['services', ['gateway']],
      ['packages', ['db']],
      ['docs', []],
    ]);
  });

  it('names every top-level folder of the tree once', () => {
    expect([...layout.keys()].toSorted()).toEqual(folders('.').toSorted());
  });

  it('names every service and every package once, and nothing else', () => {
    expect(layout.get('services')?.toSorted()).toEqual(folders('services').toSorted());
    expect(layout.get('packages')?.toSorted()).toEqual(folders('packages').toSorted());
  });

  it('gives every page of docs/ a line in docs/README.md', () => {
    const map = read('docs/README.md');
    const pages = readdirSync(join(ROOT, 'docs')).filter((name) => name !== 'README.md');
    expect(pages.filter((page) => !map.includes(`](${page})`))).toEqual([]);
  });
});
