// Debian's Prometheus over the local stack (`STACK_PROMETHEUS=1 npm start`, and the SLO e2e
// test): it scrapes every service's /metrics, named by `job` as the chart's ServiceMonitor names
// them, and evaluates the chart's own alert and objective rules (prometheus-rules.ts), so what a
// newcomer sees at its page is what the cluster's Prometheus computes.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { portAnswers } from './ports.ts';
import { ManagedProcess, describeExit, type LineSink } from './processes.ts';
import { writeRuleFile } from './prometheus-rules.ts';
import { waitFor } from './wait.ts';

export interface ScrapeTarget {
  /** The service; becomes the `job` label. */
  job: string;
  /** host:port serving /metrics. */
  address: string;
}

export interface PrometheusOptions {
  root: string;
  /** Config, rule file and TSDB live here; the TSDB is kept across runs. */
  dataDir: string;
  port: number;
  targets: ScrapeTarget[];
  scrapeInterval?: string;
  evaluationInterval?: string;
  sink: LineSink;
  binary?: string;
  readyTimeoutMs?: number;
  onSpawn?: (process: ManagedProcess) => void;
}

export interface RunningPrometheus {
  url: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

export function prometheusConfig(
  options: Pick<PrometheusOptions, 'targets' | 'scrapeInterval' | 'evaluationInterval'>,
  ruleFile: string,
): string {
  return stringify({
    global: {
      scrape_interval: options.scrapeInterval ?? '15s',
      evaluation_interval: options.evaluationInterval ?? '15s',
    },
    rule_files: [ruleFile],
    // Replicas of a service (STACK_REPLICAS) are targets of one job, told apart by `instance`.
    scrape_configs: [...new Set(options.targets.map((target) => target.job))].map((job) => ({
      job_name: job,
      static_configs: [
        { targets: options.targets.filter((target) => target.job === job).map((target) => target.address) },
      ],
    })),
  });
}

export async function startPrometheus(options: PrometheusOptions): Promise<RunningPrometheus> {
  if (await portAnswers('127.0.0.1', options.port))
    throw new Error(`prometheus cannot start: port ${options.port} is already in use.`);
  await mkdir(join(options.dataDir, 'data'), { recursive: true });
  const ruleFile = join(options.dataDir, 'rules.yaml');
  writeRuleFile(options.root, ruleFile);
  const configFile = join(options.dataDir, 'prometheus.yaml');
  await writeFile(configFile, prometheusConfig(options, ruleFile));
  const child = new ManagedProcess(
    {
      name: 'prometheus',
      command: options.binary ?? 'prometheus',
      args: [
        `--config.file=${configFile}`,
        `--storage.tsdb.path=${join(options.dataDir, 'data')}`,
        `--web.listen-address=127.0.0.1:${options.port}`,
        '--storage.tsdb.retention.time=31d',
        '--enable-feature=exemplar-storage',
        // Its info lines (every compaction, every WAL segment) would drown the services' logs.
        '--log.level=warn',
      ],
    },
    options.sink,
  );
  options.onSpawn?.(child);
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    await child.stop('SIGTERM', 15_000);
  };
  try {
    await waitFor(
      () =>
        fetch(`${url}/-/ready`, { signal: AbortSignal.timeout(2_000) }).then(
          (answer) => answer.status === 200,
          () => false,
        ),
      {
        what: `prometheus on port ${options.port}`,
        timeoutMs: options.readyTimeoutMs ?? 30_000,
        intervalMs: 250,
        abortWhen: child.exited.then(
          (exit) => `prometheus ${describeExit(exit)}:\n  ${child.recentLines().join('\n  ')}`,
        ),
      },
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, process: child, stop };
}
