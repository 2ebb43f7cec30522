// The life cycle every process shares: read configuration (a bad value exits 1 listing every
// problem), start, then stop cleanly on SIGINT/SIGTERM within a deadline, so a drain that
// hangs never keeps a pod from being replaced.
import { ConfigError } from '@platform/config';
import { createLogger, type Logger } from '@platform/logging';
import { startMetricsServer, type MetricsServer, type ScrapeHandler } from './metrics.server.ts';

export interface Stoppable {
  stop(): Promise<void>;
}

type RuntimeConfig = { LOG_LEVEL: string; METRICS_PORT?: number | undefined };

export interface RunOptions<Config extends RuntimeConfig> {
  service: string;
  loadConfig: () => Config;
  start: (config: Config, logger: Logger) => Promise<Stoppable>;
  /** Flushes telemetry last, after the service stopped; its scrape is served on METRICS_PORT. */
  telemetry: { shutdown(): Promise<void>; metrics?: ScrapeHandler };
  /** The service serves `/metrics` on METRICS_PORT itself (beside its health endpoints). */
  servesMetrics?: boolean;
  /** The stop deadline (default 20 s); a function when it depends on the configuration. */
  shutdownTimeoutMs?: number | ((config: Config) => number);
  /** For tests: how the process ends. */
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
}

/**
 * Loading the modules at start-up keeps nearly everything it allocates, and V8 grows the young
 * generation to its maximum for it (32 MiB with SERVICE_NODE_FLAGS' 16 MiB semi-spaces). V8
 * shrinks it again only in a collection that aims to reduce memory, which a quiet service may
 * not run for hours: one such collection once the service is up hands that memory back. The
 * `gc` function exists only with `--expose-gc` (SERVICE_NODE_FLAGS); without it nothing happens.
 */
function releaseStartupMemory(): void {
  const gc = (
    globalThis as { gc?: (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void }
  ).gc;
  gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

export async function runService<Config extends RuntimeConfig>(options: RunOptions<Config>): Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let config: Config;
  try {
    config = options.loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return exit(1);
  }
  const logger = createLogger(options.service, config.LOG_LEVEL);
  const shutdownTimeoutMs =
    typeof options.shutdownTimeoutMs === 'function'
      ? options.shutdownTimeoutMs(config)
      : (options.shutdownTimeoutMs ?? 20_000);

  let running: Stoppable;
  let metricsServer: MetricsServer | undefined;
  try {
    // First, so a taken port fails the start before the service does any work.
    if (config.METRICS_PORT !== undefined && options.telemetry.metrics && !options.servesMetrics) {
      metricsServer = await startMetricsServer({
        port: config.METRICS_PORT,
        metrics: options.telemetry.metrics,
      });
      logger.info({ port: metricsServer.port }, 'metrics listening');
    }
    running = await options.start(config, logger);
    releaseStartupMemory();
  } catch (err) {
    logger.fatal({ err }, `${options.service} failed to start`);
    await metricsServer?.close();
    await options.telemetry.shutdown();
    return exit(1);
  }

  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown timed out');
      exit(1);
    }, shutdownTimeoutMs).unref();
    try {
      await running.stop();
      // Scraped until the service stopped, so its last counts are not lost.
      await metricsServer?.close();
      await options.telemetry.shutdown();
      exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      exit(1);
    }
  };
  for (const signal of options.signals ?? ['SIGINT', 'SIGTERM']) process.on(signal, shutdown);
}

export { runEvery, type PeriodicTask } from './periodic.ts';
export { runCleanups, type Cleanups } from './cleanups.ts';
export { startMetricsServer, type MetricsServer, type ScrapeHandler } from './metrics.server.ts';
