// W3C trace context travels in gRPC metadata, so one trace follows a request from the gateway
// into every service it calls.
import type { Metadata } from '@grpc/grpc-js';
import { context, propagation, type Context } from '@opentelemetry/api';

export function injectTraceContext(metadata: Metadata, ctx: Context = context.active()): Metadata {
  propagation.inject(ctx, metadata, {
    set: (carrier, key, value) => carrier.set(key, value),
  });
  return metadata;
}

export function extractTraceContext(metadata: Metadata): Context {
  return propagation.extract(context.active(), metadata, {
    get: (carrier, key) => {
      const values = carrier.get(key);
      return values.length > 0 ? String(values[0]) : undefined;
    },
    keys: (carrier) => Object.keys(carrier.getMap()),
  });
}
