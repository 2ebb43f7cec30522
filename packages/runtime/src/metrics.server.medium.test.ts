// runService opens the metrics port for every service that sets METRICS_PORT, before the service
// starts (a taken port fails the start), serves the scrape until the service stopped, then closes.
import { createServer } from 'node:net';
import { freePort, startOnFreePort } from '@platform/testkit';
import { describe, expect, it } from 'vitest';
import { runService } from './index.ts';

const scrapeHandler = (body: string) => ({
  handle: (
    _request: unknown,
    response: { writeHead(status: number, headers: object): { end(text: string): void } },
  ) => {
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end(body);
  },
});

describe('the metrics port', () => {
  it('serves /metrics while the service runs, 404 elsewhere, and closes after it stopped', async () => {
    let scrapedDuringStop = 0;
    // A start exits 1 before the service starts only when the metrics port is taken (the next
    // test): on a port taken since it was found free, the service is run again on another.
    const { port, exited } = await startOnFreePort(async (port) => {
      let release!: () => void;
      const started = new Promise<void>((resolve) => (release = resolve));
      const exited = new Promise<number>((resolve) =>
        runService({
          service: 't',
          loadConfig: () => ({ LOG_LEVEL: 'silent', METRICS_PORT: port }),
          start: async () => {
            release();
            return {
              stop: async () => {
                // Still scrapeable while the service drains: its last counts are not lost.
                scrapedDuringStop = (await fetch(`http://127.0.0.1:${port}/metrics`)).status;
              },
            };
          },
          telemetry: { shutdown: async () => {}, metrics: scrapeHandler('jobs_created_total 3\n') as never },
          exit: resolve,
          signals: ['SIGUSR2'],
        }),
      );
      const failed = exited.then((code) => {
        throw new Error(`exited ${code} before the start: port ${port} taken (EADDRINUSE)`);
      });
      failed.catch(() => undefined);
      await Promise.race([started, failed]);
      return { port, exited };
    });
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('jobs_created_total 3\n');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    process.emit('SIGUSR2', 'SIGUSR2');
    expect(await exited).toBe(0);
    process.removeAllListeners('SIGUSR2');
    expect(scrapedDuringStop).toBe(200);
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('fails the start, before the service starts, when the port is taken', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '0.0.0.0', resolve));
    const { port } = holder.address() as { port: number };
    let serviceStarted = false;
    const code = await new Promise<number>((resolve) =>
      runService({
        service: 't',
        loadConfig: () => ({ LOG_LEVEL: 'silent', METRICS_PORT: port }),
        start: async () => {
          serviceStarted = true;
          return { stop: async () => {} };
        },
        telemetry: { shutdown: async () => {}, metrics: scrapeHandler('') as never },
        exit: resolve,
        signals: [],
      }),
    );
    await new Promise<void>((resolve) => holder.close(() => resolve()));
    expect(code).toBe(1);
    expect(serviceStarted).toBe(false);
  });

  it('opens nothing when the service serves its own metrics or METRICS_PORT is unset', async () => {
    const port = await freePort();
    for (const options of [
      { servesMetrics: true, METRICS_PORT: port },
      { servesMetrics: false, METRICS_PORT: undefined },
    ]) {
      const exited = new Promise<number>((resolve) =>
        runService({
          service: 't',
          loadConfig: () => ({ LOG_LEVEL: 'silent', METRICS_PORT: options.METRICS_PORT }),
          servesMetrics: options.servesMetrics,
          start: async () => ({ stop: async () => {} }),
          telemetry: { shutdown: async () => {}, metrics: scrapeHandler('x 1\n') as never },
          exit: resolve,
          signals: ['SIGUSR2'],
        }).then(async () => {
          await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
          process.emit('SIGUSR2', 'SIGUSR2');
        }),
      );
      expect(await exited).toBe(0);
      process.removeAllListeners('SIGUSR2');
    }
  });
});
