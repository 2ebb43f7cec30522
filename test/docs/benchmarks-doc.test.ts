// docs/benchmarks.md opens with one table of today's figures, a row per benchmark: every name
// `npm run bench -- <name>` accepts (test/bench/run.ts) has exactly one row, every row names one,
// and each row links to its benchmark's own section of the page.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

/** The keys of the runner's `benchmarks` table, read as text (importing it would run them). */
export function runnerNames(source: string): string[] {
  const table = /^const benchmarks\b.*= \{\n([\s\S]*?)\n\};/m.exec(source)?.[1] ?? '';
  return [...table.matchAll(/^\s*'?([a-z][a-z-]*)'?\s*:/gm)].map((match) => match[1]!);
}

/** The rows of the first table under "## Today's figures": each row's cells. */
export function figureRows(doc: string): string[][] {
  const section = doc.split(/^## /m).find((part) => part.startsWith("Today's figures\n")) ?? '';
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  return lines.slice(2).map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim()),
  );
}

/** A heading's anchor as GitHub makes it. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

describe('docs/benchmarks.md', () => {
  const doc = read('../../docs/benchmarks.md');
  const names = runnerNames(read('../bench/run.ts'));
  const rows = figureRows(doc);

  it('reads the runner and the table', () => {
    expect(
      runnerNames("const benchmarks: Record<string, () => X> = {\n  gateway: a,\n  'idle-rss': b,\n};\n"),
    ).toEqual(['gateway', 'idle-rss']);
    expect(names.length).toBeGreaterThan(10);
    expect(rows.length).toBeGreaterThan(10);
  });

  it("has one row of today's figures for every benchmark the runner knows, and none other", () => {
    const commands = rows.map((cells) => /^`npm run bench -- ([a-z-]+)`$/.exec(cells[1] ?? '')?.[1]);
    expect(commands.toSorted()).toEqual(names.toSorted());
  });

  it('fills every column of every row and links each row to its section', () => {
    const headings = new Set([...doc.matchAll(/^## (.+)$/gm)].map((match) => anchorOf(match[1]!)));
    for (const cells of rows) {
      expect(cells.length, cells[0]).toBe(8);
      expect(
        cells.every((cell) => cell !== ''),
        cells[0],
      ).toBe(true);
      const anchor = /^\[[^\]]+\]\(#([a-z0-9-]+)\)$/.exec(cells[0] ?? '')?.[1];
      expect(anchor, cells[0]).toBeDefined();
      expect(headings.has(anchor!), cells[0]).toBe(true);
      expect(cells[6], cells[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(`[0-9a-f]{7,}`\)$/);
    }
  });
});
