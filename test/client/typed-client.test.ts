// Holds docs/openapi.json to what a code generator makes of it: openapi-typescript (its CLI, with
// its default options, as a new client runs it) writes the types, and the client program in
// program/ (openapi-fetch, every operation of the document called once) must compile against
// them under the repository's strict settings without a cast: no `as`, no `any`, no `!`, no
// `@ts-` comment. The checks are shown to fail on a cast, a missed operation and a wrong call.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const PROGRAM = join(import.meta.dirname, 'program');
const DOCUMENT = join(ROOT, 'docs', 'openapi.json');
const METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

// The repository's settings (tsconfig.json), so the program is held to the same strictness.
const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2024,
  lib: ['lib.es2024.d.ts'],
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  noEmit: true,
  allowImportingTsExtensions: true,
  verbatimModuleSyntax: true,
  noUncheckedIndexedAccess: true,
  isolatedModules: true,
  skipLibCheck: true,
  types: ['node'],
};

/** Compiles `files` (names in `folder`); answers each diagnostic as `file:line: message`. */
function compile(folder: string, files: string[]): string[] {
  const program = ts.createProgram(
    files.map((file) => join(folder, file)),
    OPTIONS,
  );
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${relative(folder, diagnostic.file.fileName)}:${line + 1}: ${message}`;
  });
}

/** The casts and escapes a program must not use, as `file:line: what`. */
export function castsIn(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.ES2024, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const visit = (node: ts.Node): void => {
    if (ts.isAsExpression(node)) at(node, '`as`');
    else if (ts.isTypeAssertionExpression(node)) at(node, '`<T>` assertion');
    else if (ts.isNonNullExpression(node)) at(node, '`!` non-null assertion');
    else if (node.kind === ts.SyntaxKind.AnyKeyword) at(node, '`any`');
    node.forEachChild(visit);
  };
  visit(source);
  text.split('\n').forEach((line, index) => {
    if (/@ts-|eslint-disable/.test(line)) found.push(`${name}:${index + 1}: a checker-silencing comment`);
  });
  return found;
}

/** `METHOD path` of each `client.METHOD('path', ...)` call. */
export function operationsCalled(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.ES2024, true);
  const calls: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      METHODS.has(node.expression.name.text) &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      calls.push(`${node.expression.name.text} ${node.arguments[0].text}`);
    node.forEachChild(visit);
  };
  visit(source);
  return calls;
}

const programFiles = readdirSync(PROGRAM).filter((file) => file.endsWith('.ts'));
const documented = (): string[] => {
  const document = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as { paths: Record<string, object> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => METHODS.has(key.toUpperCase()))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
};

let scratch: string;

beforeAll(async () => {
  // Inside the repository, so the program's imports (openapi-fetch, @types/node) resolve.
  mkdirSync(join(ROOT, '.scratch'), { recursive: true });
  scratch = mkdtempSync(join(ROOT, '.scratch', 'typed-client-'));
  cpSync(PROGRAM, scratch, { recursive: true });
  const cli = join(ROOT, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
  await promisify(execFile)(process.execPath, [cli, DOCUMENT, '--output', join(scratch, 'openapi.ts')]);
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('a client generated from docs/openapi.json', () => {
  it('compiles the program that calls every operation, with no cast', () => {
    expect(compile(scratch, programFiles)).toEqual([]);
    const casts = programFiles.flatMap((file) => castsIn(file, readFileSync(join(PROGRAM, file), 'utf8')));
    expect(casts).toEqual([]);
  }, 120_000);

  it('calls every operation of the document, and only those', () => {
    const called = programFiles.flatMap((file) =>
      operationsCalled(file, readFileSync(join(PROGRAM, file), 'utf8')),
    );
    expect([...new Set(called)].sort()).toEqual(documented().sort());
    // Each once: a second call of an operation is a sign the list was copied, not kept.
    expect(called.length).toBe(new Set(called).size);
  });

  it('refuses a cast, a silenced checker and a call the document does not allow', () => {
    expect(castsIn('x.ts', 'const a = b as string;\nconst c: any = d!;\n// @ts-expect-error\n')).toEqual([
      'x.ts:1: `as`',
      'x.ts:2: `any`',
      'x.ts:2: `!` non-null assertion',
      'x.ts:3: a checker-silencing comment',
    ]);
    expect(operationsCalled('x.ts', "await client.POST('/a/', {});\nclient.get('/b/');\n")).toEqual([
      'POST /a/',
    ]);
    // The types are strict enough to refuse a project create without its required name, an
    // unknown model and a JSON string where the multipart upload takes a file or a URL.
    writeFileSync(
      join(scratch, 'wrong.ts'),
      [
        "import type { ApiClient } from './client.ts';",
        'export async function wrong(client: ApiClient): Promise<void> {',
        "  await client.POST('/api/v2/real-estate/projects/', { body: {} });",
        "  await client.POST('/api/v2/studio/projects/{project_pk}/jobs/text-to-image/', {",
        "    params: { path: { project_pk: 'p' } },",
        "    body: { prompt: 'a house', model_name: 'flux-dev' },",
        '  });',
        "  await client.POST('/api/videos/', { body: { name: 'x' } });",
        '}',
        '',
      ].join('\n'),
    );
    const errors = compile(scratch, ['wrong.ts']);
    expect(errors.map((error) => error.split(':')[1])).toEqual(['3', '6', '8']);
  }, 120_000);
});
