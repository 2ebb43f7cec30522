import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerClientError } from './client-error.ts';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function rawAnswer(bytes: string, options: { maxHeaderSize?: number } = {}): Promise<string> {
  server = createServer({ maxHeaderSize: options.maxHeaderSize }, (_req, res) => res.end('ok'));
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => undefined);
    socket.write(bytes);
  });
}

describe('answerClientError', () => {
  it('answers bytes that are not HTTP with a 400 in the error shape and closes', async () => {
    const answer = await rawAnswer('--b0undary--\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('Connection: close');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'Malformed request.',
      error_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('answers headers over the limit with a 431', async () => {
    const answer = await rawAnswer(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(4096)}\r\n\r\n`, {
      maxHeaderSize: 1024,
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).detail).toBe(
      'Request headers are too large.',
    );
  });
});
