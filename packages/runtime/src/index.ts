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
    typeof options.shutdownTimeoutMs === 'function' ? options.shutdownTimeoutMs(config) : (options.shutdownTimeoutMs ?? 20_000);

  let running: Stoppable;
  let metricsServer: MetricsServer | undefined;
  try {
    // First, so a taken port fails the start before the service does any work.
    if (config.METRICS_PORT !== undefined && options.telemetry.metrics && !options.servesMetrics) {
      metricsServer = await startMetricsServer({ port: config.METRICS_PORT, metrics: options.telemetry.metrics });
      logger.info({ port: metricsServer.port }, 'metrics listening');
    }
    running = await options.start(config, logger);
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
export { startMetricsServer, type MetricsServer, type ScrapeHandler } from './metrics.server.ts';
