// An answer in the contract's error shape ({detail, error_id}) written straight to the response,
// for the answers given before Koa runs (admission's refusals, the probe port's 404).
import { randomUUID } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export function writeErrorAnswer(
  res: ServerResponse,
  status: number,
  detail: string,
  headers: OutgoingHttpHeaders = {},
): void {
  const body = JSON.stringify({ detail, error_id: randomUUID() });
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
