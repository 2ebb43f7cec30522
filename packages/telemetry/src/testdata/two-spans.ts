// Run by telemetry.medium.test.ts in a process of its own (a process has one tracer provider):
// starts telemetry as a service does, opens a span and a child, and prints what they were.
import { context, trace } from '@opentelemetry/api';
import { startTelemetry } from '../index.ts';

const telemetry = await startTelemetry('telemetry-test', process.argv[2] || undefined);
const tracer = trace.getTracer('test');
const parent = tracer.startSpan('parent-span');
const child = context.with(trace.setSpan(context.active(), parent), () => tracer.startSpan('child-span'));
// Asked before the spans end: an ended span no longer records.
const seen = {
  recording: parent.isRecording(),
  traceId: parent.spanContext().traceId,
  childTraceId: child.spanContext().traceId,
};
child.end();
parent.end();
console.log(JSON.stringify(seen));
await telemetry.shutdown();
