// The load generator, run as its own process so it does not share an event loop with the server.
// Usage: node load.ts <url> <seconds> <connections> [header=value ...]; prints autocannon's result as JSON.
import autocannon from 'autocannon';

const [url, seconds = '10', connections = '50', ...headerArgs] = process.argv.slice(2);
if (!url) throw new Error('usage: load.ts <url> <seconds> <connections> [header=value ...]');
const headers = Object.fromEntries(
  headerArgs.map((arg) => {
    const at = arg.indexOf('=');
    return [arg.slice(0, at), arg.slice(at + 1)];
  }),
);
const result = await autocannon({ url, duration: Number(seconds), connections: Number(connections), headers });
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
