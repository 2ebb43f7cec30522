import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./testdata/two-spans.ts', import.meta.url));

interface SpansSeen {
  recording: boolean;
  traceId: string;
  childTraceId: string;
}

async function runTwoSpans(endpoint?: string): Promise<SpansSeen> {
  const { stdout } = await promisify(execFile)(process.execPath, [script, endpoint ?? ''], {
    timeout: 20_000,
  });
  return JSON.parse(stdout.trim()) as SpansSeen;
}

describe('startTelemetry', () => {
  let collector: Server;
  let endpoint: string;
  const received: Buffer[] = [];
  beforeAll(async () => {
    // A stand-in OTLP/HTTP collector: takes whatever arrives at /v1/traces.
    collector = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.url === '/v1/traces') received.push(Buffer.concat(chunks));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const address = collector.address();
    endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

  it('records spans and exports them over OTLP when an endpoint is set', async () => {
    const spans = await runTwoSpans(endpoint);
    expect(spans.recording).toBe(true);
    expect(spans.childTraceId).toBe(spans.traceId);
    const exported = Buffer.concat(received);
    expect(exported.includes('parent-span')).toBe(true);
    expect(exported.includes('child-span')).toBe(true);
  });

  it('records nothing without an endpoint, but still gives every span a trace its children share', async () => {
    const before = received.length;
    const spans = await runTwoSpans();
    expect(spans.recording).toBe(false);
    expect(spans.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(spans.traceId).not.toBe('0'.repeat(32));
    expect(spans.childTraceId).toBe(spans.traceId);
    expect(received.length).toBe(before);
  });
});
