// Process and runtime metrics after the OpenTelemetry conventions for Node.js, V8 and processes:
// event-loop delay (the first sign of a CPU-bound process), heap, RSS and CPU time. Read at
// collection time; the delay histogram is reset after each read so each scrape shows its window.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { platformMeter } from './instruments.ts';

export function startRuntimeMetrics(): { stop(): void } {
  const meter = platformMeter();
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let lastUtilization = performance.eventLoopUtilization();

  const ns = 1e-9;
  meter
    .createObservableGauge('nodejs.eventloop.delay.p99', {
      unit: 's',
      description: 'Event loop delay, 99th percentile since the last collection',
    })
    .addCallback((result) => result.observe(delay.percentile(99) * ns));
  meter
    .createObservableGauge('nodejs.eventloop.delay.max', {
      unit: 's',
      description: 'Event loop delay, maximum since the last collection',
    })
    .addCallback((result) => {
      result.observe(delay.max * ns);
      delay.reset();
    });
  meter
    .createObservableGauge('nodejs.eventloop.utilization', {
      unit: '1',
      description: 'Share of time the event loop was busy since the last collection',
    })
    .addCallback((result) => {
      const now = performance.eventLoopUtilization();
      result.observe(performance.eventLoopUtilization(now, lastUtilization).utilization);
      lastUtilization = now;
    });
  meter
    .createObservableGauge('v8js.memory.heap.used', { unit: 'By', description: 'V8 heap in use' })
    .addCallback((result) => result.observe(getHeapStatistics().used_heap_size));
  meter
    .createObservableGauge('v8js.memory.heap.limit', { unit: 'By', description: 'V8 heap limit' })
    .addCallback((result) => result.observe(getHeapStatistics().heap_size_limit));
  meter
    .createObservableGauge('process.memory.usage', { unit: 'By', description: 'Resident set size' })
    .addCallback((result) => result.observe(process.memoryUsage.rss()));
  meter
    .createObservableCounter('process.cpu.time', { unit: 's', description: 'CPU time of the process' })
    .addCallback((result) => {
      const usage = process.cpuUsage();
      result.observe(usage.user / 1e6, { 'cpu.mode': 'user' });
      result.observe(usage.system / 1e6, { 'cpu.mode': 'system' });
    });
  return { stop: () => delay.disable() };
}
