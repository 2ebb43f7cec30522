// The accept-rate benchmark's server: the gateway's own listening code (`listenOnPort`) with
// ACCEPT_SOCKETS sockets on one port, answering every request 503 after about 60 us of work (a
// refusal's cost in the gateway, so the loop saturates as the gateway's does), and /livez on a
// probe port of its own. Each second it prints a JSON line: connections accepted, requests
// answered and the loop's utilization in that second. Usage: node accept-server.ts <port> <probe port>.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnPort } from '../../services/gateway/src/admission/accept-sockets.ts';

const [port = '0', probePort = '0'] = process.argv.slice(2);
const sockets = Number(process.env.ACCEPT_SOCKETS ?? 1);
const WORK_MS = 0.06;

let answered = 0;
let accepted = 0;
const refuse = (_req: IncomingMessage, res: ServerResponse) => {
  const until = performance.now() + WORK_MS;
  while (performance.now() < until);
  answered += 1;
  res.writeHead(503, { 'Content-Type': 'application/json', 'Content-Length': 2 }).end('{}');
};
const servers = await listenOnPort(
  () => {
    const server = createServer(refuse);
    server.on('connection', () => (accepted += 1));
    return server;
  },
  { port: Number(port), host: '127.0.0.1', sockets, backlog: 4096 },
);
await listenOnPort(() => createServer((_req, res) => res.writeHead(200, { 'Content-Length': 2 }).end('ok')), {
  port: Number(probePort),
  host: '127.0.0.1',
  sockets: 1,
  backlog: 511,
});

// How busy the loop was in each second (event-loop utilization, 1 = never idle).
let utilization = performance.eventLoopUtilization();
setInterval(() => {
  const busy = performance.eventLoopUtilization(utilization).utilization;
  utilization = performance.eventLoopUtilization();
  console.log(JSON.stringify({ accepted, answered, busy }));
  accepted = 0;
  answered = 0;
}, 1000);
process.on('SIGTERM', () => {
  for (const server of servers) server.close();
  process.exit(0);
});
console.log(JSON.stringify({ listening: (servers[0]?.address() as { port: number }).port }));
