// The life cycle every process shares: read configuration (a bad value exits 1 listing every
// problem), start, then stop cleanly on SIGINT/SIGTERM within a deadline, so a drain that
// hangs never keeps a pod from being replaced.
import { ConfigError } from '@platform/config';
import { createLogger, type Logger } from '@platform/logging';

export interface Stoppable {
  stop(): Promise<void>;
}

export interface RunOptions<Config extends { LOG_LEVEL: string }> {
  service: string;
  loadConfig: () => Config;
  start: (config: Config, logger: Logger) => Promise<Stoppable>;
  /** Flushes telemetry last, after the service stopped. */
  telemetry: { shutdown(): Promise<void> };
  /** The stop deadline (default 20 s); a function when it depends on the configuration. */
  shutdownTimeoutMs?: number | ((config: Config) => number);
  /** For tests: how the process ends. */
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
}

export async function runService<Config extends { LOG_LEVEL: string }>(options: RunOptions<Config>): Promise<void> {
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
  try {
    running = await options.start(config, logger);
  } catch (err) {
    logger.fatal({ err }, `${options.service} failed to start`);
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
