// A port that already answers before the stack starts would make the readiness check pass
// against someone else's server, so busy ports are refused up front.
import { connect } from 'node:net';

export function portAnswers(host: string, port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export function splitHostPort(address: string): { host: string; port: number } {
  const index = address.lastIndexOf(':');
  const port = Number(address.slice(index + 1));
  if (index <= 0 || !Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`Not a host:port address: ${address}`);
  return { host: address.slice(0, index).replace(/^\[|\]$/g, ''), port };
}
