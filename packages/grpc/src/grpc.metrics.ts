// Call durations after the OpenTelemetry RPC conventions, recorded by every client and server
// built here, so each service (and any added later) reports them without code of its own.
import { lazyInstruments } from '@platform/telemetry';

const instruments = lazyInstruments((meter) => ({
  server: meter.createHistogram('rpc.server.call.duration', {
    unit: 's',
    description: 'Duration of gRPC calls handled',
  }),
  client: meter.createHistogram('rpc.client.call.duration', {
    unit: 's',
    description: 'Duration of gRPC calls made, retries included',
  }),
}));

export function recordCall(
  side: 'server' | 'client',
  service: string,
  method: string,
  code: number,
  seconds: number,
): void {
  instruments()[side].record(seconds, {
    'rpc.system': 'grpc',
    'rpc.service': service,
    'rpc.method': method,
    'rpc.grpc.status_code': code,
  });
}
