// The layout rule of the gateway (docs/architecture.md): a route folder (an area under routes/:
// studio, real-estate, enhancement) imports shared helpers from http/ and never the files of
// another route folder, so no area doubles as a helper folder again. Single-file areas at the
// top of routes/ may not reach into a folder either.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A relative `import ... from` or `export ... from` that starts a line (possibly over several lines). */
const IMPORT = /^(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/gm;

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

/** The route folder a path under `root` lies in; null for the files at the top of routes/. */
const folderOf = (root: string, path: string): string | null => {
  const parts = relative(root, path).split(sep);
  return parts.length > 1 ? (parts[0] ?? null) : null;
};

/** The relative imports of files under `root` that land in another route folder. */
function crossFolderImports(root: string): string[] {
  return sourceFiles(root).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, specifier = '']) => {
      const target = resolve(dirname(file), specifier);
      if (relative(root, target).startsWith('..')) return [];
      const targetFolder = folderOf(root, target);
      return targetFolder === null || targetFolder === folderOf(root, file)
        ? []
        : [`${relative(root, file)} imports ${specifier}`];
    }),
  );
}

describe('gateway route folders', () => {
  it('import shared helpers from http/, never another route folder', () => {
    expect(crossFolderImports(import.meta.dirname)).toEqual([]);
  });

  it('are caught importing one another', () => {
    const root = mkdtempSync(join(tmpdir(), 'routes-'));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      write(
        'studio/schemas.ts',
        "import { z } from '@platform/config';\nexport { pageOf } from '../../http/wire-schemas.ts';\n",
      );
      write('studio/jobs.routes.ts', "import { pageOf } from './schemas.ts';\n");
      // Spelled in parts, so a plain grep of the tree for a studio import finds only real ones.
      const intoStudio = ['..', 'studio', 'schemas.ts'].join('/');
      write('real-estate/schemas.ts', `import { pageOf } from '${intoStudio}';\n`);
      write(
        'webhooks.routes.ts',
        "import { pageOf } from './studio/schemas.ts';\nimport { x } from './sharing.routes.ts';\n",
      );
      write('sharing.routes.ts', 'export const x = 1;\n');
      expect(crossFolderImports(root).sort()).toEqual([
        `real-estate/schemas.ts imports ${intoStudio}`,
        'webhooks.routes.ts imports ./studio/schemas.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
