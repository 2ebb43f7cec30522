// Answers for requests Node's HTTP parser refuses before the app sees them (bytes that are not
// HTTP, a header section over the limit, a client too slow to send its headers). Node's own
// answer is a bare "400 Bad Request" without a body; every answer of this API carries the
// contract's error shape instead, and the connection is closed, as Node does.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

const DETAILS: Record<number, string> = {
  400: 'Malformed request.',
  408: 'The request took too long to arrive.',
  431: 'Request headers are too large.',
};

function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** A `clientError` listener for `http.Server`. */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  // Like Node's default: answer only when the socket can take it and no response of an earlier
  // request on it has started; otherwise just close it.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status = statusOf(err.code);
  const body = JSON.stringify({ detail: DETAILS[status], error_id: randomUUID() });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
