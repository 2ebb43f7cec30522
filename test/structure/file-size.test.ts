// No source file over 300 lines unless it says at its top why it is one thing (issue 31, item 5;
// docs/decisions.md, "File size"). The reason is a comment among the first five lines that
// contains "over 300 lines" and, after a colon, the reason itself, e.g.
//   // One file over 300 lines: one entry per RPC of the service, checked exhaustively.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SOURCE_ROOTS = ['services', 'packages', 'deploy', 'test', 'scripts'];
/** Folders whose files nobody writes by hand, or that are not the project's. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'generated', '.data', '.scratch', '.tools']);
const MAX_LINES = 300;
const REASON_WITHIN = 5;
const REASON = /^\s*\/\/.*\bover 300 lines\b[^:]*:\s*\S/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(join(folder, entry.name));
    return entry.isFile() && entry.name.endsWith('.ts') ? [join(folder, entry.name)] : [];
  });
}

/** Lines as an editor numbers them (a final newline ends the last line, it does not start one). */
const lineCount = (text: string): number => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

export const saysWhyItIsLong = (text: string): boolean =>
  text.split('\n', REASON_WITHIN).some((line) => REASON.test(line));

describe('file size', () => {
  it('recognises the reason only as a comment with a colon among the first five lines', () => {
    expect(saysWhyItIsLong('// One file over 300 lines: one entry per RPC.\nimport x;\n')).toBe(true);
    expect(saysWhyItIsLong('// Header.\n// Kept whole (a little over 300 lines): one state.\n')).toBe(true);
    expect(saysWhyItIsLong('// One file over 300 lines.\n')).toBe(false);
    expect(saysWhyItIsLong('const note = "over 300 lines: no";\n')).toBe(false);
    expect(saysWhyItIsLong('1\n2\n3\n4\n5\n// One file over 300 lines: too late.\n')).toBe(false);
    expect(lineCount('a\nb\n')).toBe(2);
  });

  it(`keeps every source file within ${MAX_LINES} lines or has it say why at its top`, () => {
    const files = SOURCE_ROOTS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    const unexplained = files
      .map((file) => ({ file: relative(ROOT, file), text: readFileSync(file, 'utf8') }))
      .filter(({ text }) => lineCount(text) > MAX_LINES && !saysWhyItIsLong(text))
      .map(({ file, text }) => `${file} (${lineCount(text)} lines)`);
    expect(unexplained, 'split these files, or say why each is one thing in its first five lines').toEqual(
      [],
    );
  });
});
