// One file over 300 lines: its cases share one whole stack and one installed package, and each
// e2e file starts its own stack (the suite's time).
// @media-platform/client as a customer installs it (npm pack, npm install, the machine's own
// Node): the command line makes a listing video in both formats from a folder of photos, and
// answers balance, text-to-image and jobs wait, with exit codes a shell can use; every code
// block of docs/quickstart.md runs, in order; and the browser build, bundled with esbuild, works
// in headless Chromium from a page on another origin with a token its backend minted.
import { access, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@platform/testkit';
import { probeVideoBytes } from '@platform/testkit/media';
import { addCredits, MediaPlatform } from '../../packages/client/src/node.ts';
import { cli, codeBlocks, installClient, runIn, type InstalledClient } from './support/client-package.ts';
import { ROOT, startWholeStack, type WholeStack } from './support/whole-stack.ts';

const SLOW = 600_000;
const CHROMIUM = '/usr/bin/chromium';
const DEMO = join(ROOT, 'services', 'real-estate', 'media', 'demo');
const PHOTOS = [
  ['facade.jpg', '1-facade.jpg'],
  ['kitchen.jpg', '2-kitchen.jpg'],
  ['garden.jpg', '3-garden.jpg'],
];

let whole: WholeStack;
let installed: InstalledClient;
let dir: string;
let env: Record<string, string>;
let client: MediaPlatform;
let pageServer: Server;
let pageOrigin: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'client-package-'));
  const pagePort = await freePort();
  pageOrigin = `http://127.0.0.1:${pagePort}`;
  [whole, installed] = await Promise.all([
    startWholeStack({ serviceEnv: { gateway: { CORS_ALLOWED_ORIGINS: pageOrigin } } }),
    installClient(join(dir, 'customer')),
  ]);
  env = { MEDIA_PLATFORM_API_KEY: whole.devKey, MEDIA_PLATFORM_BASE_URL: whole.base };
  client = new MediaPlatform({ apiKey: whole.devKey, baseUrl: whole.base });
  await mkdir(join(installed.dir, 'photos'));
  for (const [from, to] of PHOTOS) await copyFile(join(DEMO, from!), join(installed.dir, 'photos', to!));
  console.info(`the package runs on ${installed.node} ${installed.nodeVersion}`);
  pageServer = createServer();
  await new Promise<void>((resolve) => pageServer.listen(pagePort, '127.0.0.1', resolve));
}, SLOW);

afterAll(async () => {
  pageServer?.close();
  await whole?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
}, 120_000);

describe('the installed package', () => {
  it('runs on the oldest Node it names (20) and ships only built JavaScript with its types', async () => {
    expect(Number(installed.nodeVersion.match(/^v(\d+)/)?.[1])).toBeGreaterThanOrEqual(20);
    const manifest = JSON.parse(
      await readFile(
        join(installed.dir, 'node_modules', '@media-platform', 'client', 'package.json'),
        'utf8',
      ),
    ) as { dependencies?: object; engines: { node: string } };
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.engines.node).toBe('>=20');
    const dist = join(installed.dir, 'node_modules', '@media-platform', 'client', 'dist');
    for (const file of [
      'index.js',
      'index.d.ts',
      'node.js',
      'node.d.ts',
      'cli/main.js',
      'generated/openapi.d.ts',
    ])
      await access(join(dist, file));
    await expect(access(join(dist, '..', 'src'))).rejects.toThrow();
    const imported = await runIn(
      installed,
      installed.node,
      [
        '--input-type=module',
        '-e',
        "import('@media-platform/client').then((m) => console.log(typeof m.MediaPlatform))",
      ],
      env,
    );
    expect(imported.stdout.trim(), imported.stderr).toBe('function');
  });
});

describe('the command line', () => {
  it('answers balance, text-to-image and jobs wait as JSON', { timeout: SLOW }, async () => {
    const balance = await cli(installed, ['balance'], env);
    expect(balance.code, balance.stderr).toBe(0);
    expect(JSON.parse(balance.stdout)).toEqual({ balance_usd: expect.stringMatching(/^\d+\.\d{4}$/) });
    const made = await cli(
      installed,
      ['text-to-image', 'a lighthouse at dusk', '--out', 'images/lighthouse.png'],
      env,
    );
    expect(made.code, made.stderr).toBe(0);
    const answer = JSON.parse(made.stdout) as { job: string; files: string[] };
    expect(answer.files).toEqual(['images/lighthouse.png']);
    const png = await readFile(join(installed.dir, 'images', 'lighthouse.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The second call reuses the command line's project instead of making another.
    const projects = (await client.studio.projects.list().all()).filter(
      (p) => p.name === 'media-platform CLI',
    );
    expect(projects).toHaveLength(1);
    const waited = await cli(installed, ['jobs', 'wait', answer.job, '--project', projects[0]!.id], env);
    expect(waited.code, waited.stderr).toBe(0);
    expect(JSON.parse(waited.stdout)).toMatchObject({ id: answer.job, status: 'completed' });
  });

  it('says what is wrong in one line and exits non-zero', { timeout: SLOW }, async () => {
    const badKey = await cli(installed, ['balance'], { ...env, MEDIA_PLATFORM_API_KEY: 'not-a-key' });
    expect(badKey.code, badKey.stderr).toBe(1);
    expect(badKey.stderr).toMatch(/^error: 401 .+\(error id \S+\)\n$/);
    expect(badKey.stdout).toBe('');
    const format = await cli(
      installed,
      ['listing-video', 'photos', '--address', 'x', '--format', '2:1', '--out', 'o'],
      env,
    );
    expect(format.code, format.stderr).toBe(2);
    expect(format.stderr).toMatch(/^error: --format takes 16:9, 9:16, 1:1, 4:5; not 2:1\n/);
    const short = await cli(
      installed,
      ['listing-video', 'photos', '--address', 'x', '--duration', '5', '--out', 'o'],
      env,
    );
    expect(short.code, short.stderr).toBe(2);
    expect(short.stderr).toMatch(/^error: --duration takes 15 to 180 seconds, not 5\n/);
    // Refused by the API before anything is made: a voice that does not exist.
    const voice = await cli(
      installed,
      ['listing-video', 'photos', '--address', 'x', '--voice', 'no-such-voice', '--out', 'o'],
      env,
    );
    expect(voice.code, voice.stderr).toBe(1);
    expect(voice.stderr.trimEnd().split('\n').at(-1)).toMatch(
      /^error: 400 .*speaker_voice.*\(error id \S+\)$/,
    );
    const missing = await cli(installed, ['listing-video', 'nowhere', '--address', 'x', '--out', 'o'], env);
    expect(missing.code, missing.stderr).toBe(1);
    expect(missing.stderr).toMatch(/^error: .*nowhere/);
    const unknown = await cli(installed, ['frobnicate'], env);
    expect(unknown.code).toBe(2);
  });
});

describe('docs/quickstart.md', () => {
  const blocks = async () => codeBlocks(await readFile(join(ROOT, 'docs', 'quickstart.md'), 'utf8'));

  it('runs every shell and JavaScript block, in order, against the stack', { timeout: SLOW }, async () => {
    const all = await blocks();
    expect(all.map((block) => block.lang)).toEqual(['sh', 'js', 'js', 'js', 'js', 'js', 'sh', 'js', 'html']);
    // The shell blocks: `npm install` takes the packed tarball (the package is not on a registry
    // here); the exports point at this stack instead of the placeholders.
    const shell = (code: string) =>
      code
        .replace(
          'npm install @media-platform/client',
          `npm install --offline --silent --no-audit --no-fund ${installed.tarball}`,
        )
        .replace(/^export MEDIA_PLATFORM_.*$/gm, '');
    const setup = await runIn(installed, 'bash', ['-euo', 'pipefail', '-c', shell(all[0]!.code)], env);
    expect(setup.code, setup.stderr).toBe(0);
    expect(JSON.parse(setup.stdout)).toHaveProperty('balance_usd');
    const program = all.filter((block) => block.lang === 'js').map((block) => block.code);
    await writeFile(join(installed.dir, 'quickstart.mjs'), program.join('\n'));
    const ran = await runIn(installed, installed.node, ['quickstart.mjs'], env, 480_000);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).toMatch(/^balance: \d+\.\d{4} credits$/m);
    expect(ran.stdout).toMatch(/^16:9: http\S+$/m);
    expect(ran.stdout).toMatch(/^9:16: http\S+$/m);
    expect(ran.stdout).toMatch(/^refused: .*15/m);
    expect(ran.stdout).toMatch(/^a token for the page, valid \d+ s$/m);
    // The command line's listing video: both formats, each its length, with its captions, and
    // the balance down by exactly what the command says it cost.
    const before = (await client.balance.retrieve()).balance_usd;
    const commandLine = await runIn(
      installed,
      'bash',
      ['-euo', 'pipefail', '-c', shell(all[6]!.code)],
      env,
      480_000,
    );
    expect(commandLine.code, commandLine.stderr).toBe(0);
    expect(commandLine.stderr).toMatch(/render 9:16/);
    const answer = JSON.parse(commandLine.stdout) as {
      videos: { format: string; video: string; captions: string }[];
      cost_credits: string;
    };
    expect(answer.videos.map((video) => video.format)).toEqual(['16:9', '9:16']);
    for (const [video, size] of [
      [answer.videos[0]!, [1920, 1080]],
      [answer.videos[1]!, [1080, 1920]],
    ] as const) {
      const facts = await probeVideoBytes(await readFile(join(installed.dir, video.video)));
      expect([facts.width, facts.height], video.video).toEqual(size);
      expect(Math.abs(facts.duration_s - 15), video.video).toBeLessThan(0.6);
      expect((await readFile(join(installed.dir, video.captions), 'utf8')).startsWith('WEBVTT')).toBe(true);
    }
    expect((await client.balance.retrieve()).balance_usd).toBe(
      addCredits([before, `-${answer.cost_credits}`]),
    );
  });

  it(
    'runs its browser page in headless Chromium from another origin, with a token from the backend',
    { timeout: SLOW },
    async () => {
      await access(CHROMIUM).catch(() => {
        throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
      });
      const page = (await blocks()).find((block) => block.lang === 'html')!.code;
      // The browser build, bundled as a customer's bundler would (the `browser` condition).
      const bundled = await build({
        stdin: { contents: "export * from '@media-platform/client';", resolveDir: installed.dir },
        bundle: true,
        format: 'esm',
        platform: 'browser',
        write: false,
      });
      const bundle = bundled.outputFiles[0]!.text;
      expect(bundle).not.toMatch(/["']node:/);
      pageServer.on('request', (req, res) => {
        if (req.url === '/media-platform-client.js') {
          res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
        } else if (req.url === '/token') {
          // The customer's backend: it holds the key and hands the page a short-lived token.
          void client.auth
            .createToken()
            .then(({ access: token }) =>
              res
                .writeHead(200, { 'content-type': 'application/json' })
                .end(JSON.stringify({ token, baseUrl: whole.base })),
            );
        } else res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><body>${page}</body>`);
      });
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
      try {
        const tab = await browser.newPage();
        const errors: string[] = [];
        tab.on('pageerror', (err) => errors.push(err.message));
        tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        await tab.goto(`${pageOrigin}/`);
        await tab
          .waitForFunction('document.body.dataset.result || undefined', undefined, { timeout: 120_000 })
          .catch(() => {
            throw new Error(`the page did not finish: ${errors.join('\n')}`);
          });
        const result = JSON.parse(await tab.evaluate<string>('document.body.dataset.result')) as Record<
          string,
          string
        >;
        expect(result).toMatchObject({
          status: 'completed',
          balance_usd: expect.stringMatching(/^\d+\.\d{4}$/),
        });
        expect(result.image).toMatch(/^http/);
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    },
  );
});
