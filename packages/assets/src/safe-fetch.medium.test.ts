// The SSRF guard against real local HTTP servers. Names are resolved by an injected resolver, so
// a "public" name can be pointed at a loopback address: the check must apply to the resolved
// address, on every redirect, and the connection must go to the address that was checked.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressPolicy } from './address-policy.ts';
import { createSafeFetcher, type Resolver } from './safe-fetch.ts';

let allowed: Server; // 127.0.0.2, the one address the policy exempts
let forbidden: Server; // 127.0.0.1, plain loopback
let allowedPort: number;
let forbiddenPort: number;
let dir: string;
const BODY = Buffer.from('x'.repeat(5_000));
const hits: string[] = [];

const dns: Record<string, string[]> = {
  'cdn.example': ['127.0.0.2'],
  'internal.example': ['127.0.0.1'],
  'split.example': ['127.0.0.2', '10.0.0.7'],
  'metadata.example': ['169.254.169.254'],
  'v6.example': ['::1'],
};
const resolve: Resolver = async (host) => {
  const addresses = dns[host];
  if (!addresses) throw new Error('ENOTFOUND');
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const fetcher = (overrides: Partial<Parameters<typeof createSafeFetcher>[0]> = {}) =>
  createSafeFetcher({
    policy: createAddressPolicy(['127.0.0.2/32']),
    timeoutMs: 2_000,
    maxRedirects: 3,
    resolve,
    ...overrides,
  });

function serve(host: string, handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const server = createServer(handler);
  return new Promise((done) => server.listen(0, host, () => done(server)));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'safe-fetch-'));
  allowed = await serve('127.0.0.2', (req, res) => {
    hits.push(`allowed ${req.headers.host} ${req.url}`);
    const url = req.url ?? '/';
    if (url === '/file') return res.end(BODY);
    if (url.startsWith('/redirect/')) {
      const n = Number(url.split('/')[2]);
      res.writeHead(302, { location: n === 0 ? '/file' : `/redirect/${n - 1}` });
      return res.end();
    }
    if (url === '/to-internal') {
      res.writeHead(301, { location: `http://internal.example:${forbiddenPort}/file` });
      return res.end();
    }
    if (url === '/to-metadata') {
      res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    }
    if (url === '/chunked') {
      res.writeHead(200, { 'transfer-encoding': 'chunked' });
      const timer = setInterval(() => res.write(Buffer.alloc(1024, 1)), 1);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (url === '/slow') return void setTimeout(() => res.end('late'), 5_000);
    res.writeHead(404);
    res.end();
  });
  forbidden = await serve('127.0.0.1', (req, res) => {
    hits.push(`forbidden ${req.url}`);
    res.end('secret');
  });
  allowedPort = (allowed.address() as AddressInfo).port;
  forbiddenPort = (forbidden.address() as AddressInfo).port;
});

afterAll(async () => {
  allowed?.closeAllConnections();
  await new Promise((done) => allowed?.close(done));
  await new Promise((done) => forbidden?.close(done));
  await rm(dir, { recursive: true, force: true });
});

const target = (name: string) => join(dir, name);
const refusal = (promise: Promise<unknown>) =>
  expect(promise).rejects.toMatchObject({
    kind: 'validation',
    fieldErrors: { external_url: [expect.any(String)] },
  });

describe('safe fetch', () => {
  it('downloads from a name that resolves to an allowed address, connecting to that address', async () => {
    const fetched = await fetcher().fetchToFile(
      `http://cdn.example:${allowedPort}/redirect/2`,
      target('ok'),
      10_000,
    );
    expect(fetched.size).toBe(BODY.length);
    expect(fetched.finalUrl).toBe(`http://cdn.example:${allowedPort}/file`);
    expect((await readFile(target('ok'))).equals(BODY)).toBe(true);
    expect(hits.at(-1)).toBe(`allowed cdn.example:${allowedPort} /file`);
  });

  it('refuses names whose resolved addresses are private, loopback or link-local', async () => {
    const before = hits.filter((hit) => hit.startsWith('forbidden')).length;
    await refusal(
      fetcher().fetchToFile(`http://internal.example:${forbiddenPort}/file`, target('a'), 10_000),
    );
    await refusal(fetcher().fetchToFile(`http://split.example:${allowedPort}/file`, target('b'), 10_000));
    await refusal(fetcher().fetchToFile('http://metadata.example/latest/meta-data/', target('c'), 10_000));
    await refusal(fetcher().fetchToFile('http://v6.example/x', target('d'), 10_000));
    await refusal(fetcher().fetchToFile(`http://127.0.0.1:${forbiddenPort}/file`, target('e'), 10_000));
    await refusal(
      fetcher().fetchToFile(`http://[::ffff:127.0.0.1]:${forbiddenPort}/file`, target('f'), 10_000),
    );
    await refusal(fetcher().fetchToFile('http://unknown.example/x', target('g'), 10_000));
    expect(hits.filter((hit) => hit.startsWith('forbidden')).length).toBe(before);
  });

  it('checks every redirect target and caps the number of redirects', async () => {
    const before = hits.filter((hit) => hit.startsWith('forbidden')).length;
    await refusal(
      fetcher().fetchToFile(`http://cdn.example:${allowedPort}/to-internal`, target('h'), 10_000),
    );
    await refusal(
      fetcher().fetchToFile(`http://cdn.example:${allowedPort}/to-metadata`, target('i'), 10_000),
    );
    expect(hits.filter((hit) => hit.startsWith('forbidden')).length).toBe(before);
    await expect(
      fetcher().fetchToFile(`http://cdn.example:${allowedPort}/redirect/2`, target('j'), 10_000),
    ).resolves.toMatchObject({ size: BODY.length });
    await refusal(fetcher().fetchToFile(`http://cdn.example:${allowedPort}/redirect/3`, target('k'), 10_000));
    await refusal(
      fetcher({ maxRedirects: 0 }).fetchToFile(
        `http://cdn.example:${allowedPort}/redirect/0`,
        target('l'),
        10_000,
      ),
    );
  });

  it('refuses other schemes and URLs with credentials', async () => {
    for (const url of [
      'ftp://cdn.example/file',
      'file:///etc/passwd',
      'gopher://cdn.example/',
      `http://user:pw@cdn.example:${allowedPort}/file`,
      'nonsense',
    ]) {
      await refusal(fetcher().fetchToFile(url, target('m'), 10_000));
    }
  });

  it('stops at the size cap (also without Content-Length) and at the time cap, leaving no file', async () => {
    await refusal(
      fetcher().fetchToFile(`http://cdn.example:${allowedPort}/file`, target('n'), BODY.length - 1),
    );
    await refusal(fetcher().fetchToFile(`http://cdn.example:${allowedPort}/chunked`, target('o'), 50_000));
    await expect(stat(target('o'))).rejects.toThrow();
    const started = Date.now();
    await refusal(
      fetcher({ timeoutMs: 300 }).fetchToFile(`http://cdn.example:${allowedPort}/slow`, target('p'), 10_000),
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
