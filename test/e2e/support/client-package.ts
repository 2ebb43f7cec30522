// @media-platform/client as a customer gets it: built, packed with `npm pack`, installed from the
// tarball into a project of its own with `npm install`, and run with the machine's own Node
// (the oldest this repository meets, 20 here) rather than the repository's 24; and the code
// blocks of a Markdown file, in order, for tests that run documentation.
import { execFile, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './whole-stack.ts';

const run = promisify(execFile);
const PACKAGE = join(ROOT, 'packages', 'client');

export interface InstalledClient {
  /** The project folder the package is installed in. */
  dir: string;
  tarball: string;
  /** The Node that runs the package's programs here, and its version. */
  node: string;
  nodeVersion: string;
}

/** The machine's Node (Debian's /usr/bin/node) when there is one, else this one. */
async function customerNode(): Promise<{ node: string; nodeVersion: string }> {
  for (const node of ['/usr/bin/node', process.execPath]) {
    try {
      const { stdout } = await run(node, ['--version']);
      return { node, nodeVersion: stdout.trim() };
    } catch {
      // not on this machine
    }
  }
  throw new Error('no node');
}

/** Builds the package, packs it and installs the tarball into `dir` (a new npm project). */
export async function installClient(dir: string): Promise<InstalledClient> {
  await run(
    process.execPath,
    [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: PACKAGE,
    },
  );
  await mkdir(dir, { recursive: true });
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: PACKAGE });
  const tarball = join(dir, stdout.trim().split('\n').pop()!);
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'customer', private: true, type: 'module' }),
  );
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], {
    cwd: dir,
  });
  return { dir, tarball, ...(await customerNode()) };
}

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a program (a command with arguments) in the customer's project, on the customer's Node. */
export function runIn(
  client: InstalledClient,
  command: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: client.dir,
      env: {
        ...process.env,
        // The customer's Node first, then the package's bin links.
        PATH: [
          join(client.dir, 'node_modules', '.bin'),
          client.node.replace(/\/node$/, ''),
          process.env.PATH,
        ].join(':'),
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

/** The command line of the installed package, on the customer's Node. */
export const cli = (
  client: InstalledClient,
  args: string[],
  env: Record<string, string>,
  timeoutMs?: number,
) =>
  runIn(
    client,
    client.node,
    [join(client.dir, 'node_modules', '.bin', 'media-platform'), ...args],
    env,
    timeoutMs,
  );

export interface CodeBlock {
  lang: string;
  code: string;
}

/** Every fenced code block of a Markdown text, in order. */
export function codeBlocks(markdown: string): CodeBlock[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((match) => ({
    lang: match[1]!,
    code: match[2]!,
  }));
}
