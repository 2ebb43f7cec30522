// Generates TypeScript types for every .proto under protos/ into packages/protos/src/generated.
// With --check, generates into a temporary folder and fails when the committed files differ,
// so stale generated code cannot land.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';

const root = join(import.meta.dirname, '..');
const protoRoot = join(root, 'protos');
const outDir = join(root, 'packages/protos/src/generated');
const check = process.argv.includes('--check');

function listFiles(dir: string, suffix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listFiles(path, suffix);
    return path.endsWith(suffix) ? [path] : [];
  });
}

const requireFromProtos = createRequire(join(root, 'packages/protos/package.json'));
const generator = join(
  requireFromProtos.resolve('@grpc/proto-loader/package.json'),
  '../build/bin/proto-loader-gen-types.js',
);

function generate(target: string): void {
  rmSync(target, { recursive: true, force: true });
  const protos = listFiles(protoRoot, '.proto')
    .map((file) => relative(protoRoot, file))
    .sort();
  execFileSync(
    process.execPath,
    [
      generator,
      ...protos,
      '--grpcLib=@grpc/grpc-js',
      '--keepCase',
      '--longs=String',
      '--enums=String',
      '--defaults',
      '--oneofs',
      '--importFileExtension=.ts',
      `--outDir=${target}`,
      `--includeDirs=.`,
    ],
    { cwd: protoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

if (!check) {
  generate(outDir);
  console.log(`generated ${relative(root, outDir)}`);
} else {
  const scratch = mkdtempSync(join(tmpdir(), 'protos-'));
  try {
    generate(scratch);
    const fresh = listFiles(scratch, '.ts')
      .map((file) => relative(scratch, file))
      .sort();
    const committed = listFiles(outDir, '.ts')
      .map((file) => relative(outDir, file))
      .sort();
    const stale =
      fresh.join('\n') !== committed.join('\n') ||
      fresh.some(
        (file) => readFileSync(join(scratch, file), 'utf8') !== readFileSync(join(outDir, file), 'utf8'),
      );
    if (stale) {
      console.error('Generated gRPC types are stale: run `npm run gen` and commit the result.');
      process.exit(1);
    }
    console.log('generated gRPC types are up to date');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
