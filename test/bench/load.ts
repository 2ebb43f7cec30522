// The load generator, run as its own process so it does not share an event loop with the server.
// Usage: node load.ts <url> <seconds> <connections> [header=value ...]; prints autocannon's result as JSON.
// A header given several times is sent with each value in turn (e.g. the keys of many accounts).
import autocannon from 'autocannon';

const [url, seconds = '10', connections = '50', ...headerArgs] = process.argv.slice(2);
if (!url) throw new Error('usage: load.ts <url> <seconds> <connections> [header=value ...]');
const values = new Map<string, string[]>();
for (const arg of headerArgs) {
  const at = arg.indexOf('=');
  const name = arg.slice(0, at);
  values.set(name, [...(values.get(name) ?? []), arg.slice(at + 1)]);
}
const rounds = Math.max(1, ...[...values.values()].map((list) => list.length));
// LOAD_DISTINCT_QUERY=<name>: every request carries `<name>=<its number>` in its query, so no two
// requests are the same (a server cannot answer several from one piece of work).
const distinct = process.env.LOAD_DISTINCT_QUERY;
let sent = 0;
const requests = Array.from({ length: rounds }, (_, i) => ({
  headers: Object.fromEntries([...values].map(([name, list]) => [name, list[i % list.length]!])),
  ...(distinct
    ? {
        setupRequest: (request: autocannon.Request) => {
          const path = request.path ?? '/';
          return { ...request, path: `${path}${path.includes('?') ? '&' : '?'}${distinct}=${(sent += 1)}` };
        },
      }
    : {}),
}));
const result = await autocannon({
  url,
  duration: Number(seconds),
  connections: Number(connections),
  requests,
});
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    // The generator's own CPU: it shares the machine's cores with the servers it loads.
    cpuSeconds: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  }),
);
