// The local stack's life: infrastructure that is not configured, migrations in order, every
// service as its own process, the gateway's health, the dev account, and an orderly stop
// (services, then infrastructure) on a signal. A service that exits on its own is restarted
// with backoff while the others keep serving (restart-policy.ts); the stack stops when one keeps
// crashing or when an infrastructure process dies. With STACK_REPLICAS each service runs as that
// many processes (replicas.ts), each supervised on its own.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readyBanner } from './banner.ts';
import {
  DEV_CREDITS,
  DEV_EMAIL,
  keyAccepted,
  parseCliOutput,
  readDevAccount,
  saveDevAccount,
  type DevAccount,
} from './dev-account.ts';
import { startInfrastructure, startsRedis, type Stoppable } from './infrastructure.ts';
import { startPrometheus } from './prometheus.ts';
import { portAnswers, splitHostPort } from './ports.ts';
import { ManagedProcess, describeExit, runToCompletion, type LineSink } from './processes.ts';
import { DEFAULT_RESTART_POLICY, crashesInARow, restartDelay, type RestartPolicy } from './restart-policy.ts';
import { expandReplicas, replicaAddresses, type ServiceReplica } from './replicas.ts';
import { RunStateFile } from './run-state.ts';
import { readOrCreateSecret } from './secret-file.ts';
import { serviceEnv, sharedEnv } from './service-env.ts';
import { SERVICE_NODE_FLAGS, type ServiceDefinition } from './services.ts';
import type { StackSettings } from './settings.ts';
import { waitFor } from './wait.ts';

/** Where the runner finds each service's entry points (relative to the repository root). */
export interface StackLayout {
  main(service: string): string;
  migrate(service: string): string;
  /** Arguments that create the dev account and print `{account_id, email, api_key}`. */
  createAccount: string[];
}

export const repositoryLayout: StackLayout = {
  main: (service) => `services/${service}/src/main.ts`,
  migrate: (service) => `services/${service}/src/migrate.ts`,
  createAccount: [
    'services/billing/src/cli/main.ts',
    'accounts',
    'create',
    '--email',
    DEV_EMAIL,
    '--credits',
    String(DEV_CREDITS),
  ],
};

export interface StackIo {
  sink: LineSink;
  print(text: string): void;
  color: boolean;
}

type Outcome = { kind: 'signal'; signal: string } | { kind: 'failed'; message: string };

export interface StackHooks {
  /** Awaited before a crashed service is started again (tests hold a restart to look at the stack meanwhile). */
  beforeRestart?(service: string): Promise<void>;
}

const MIGRATION_TIMEOUT_MS = 5 * 60_000;
const CLI_TIMEOUT_MS = 60_000;

export class LocalStack {
  private readonly settings: StackSettings;
  private readonly services: ServiceDefinition[];
  /** Every process of every service (one each unless settings.replicas says more). */
  private readonly replicas: ServiceReplica[];
  private readonly layout: StackLayout;
  private readonly io: StackIo;
  private readonly hooks: StackHooks;
  private readonly restartPolicy: RestartPolicy;
  /** The current process of each service replica (the latest after restarts). */
  private readonly current = new Map<string, ManagedProcess>();
  private readonly infrastructure: Stoppable[] = [];
  /** Services, migrations and the CLI: stopped first. */
  private readonly workloads: ManagedProcess[] = [];
  /** Server processes of the infrastructure, including ones not ready yet: stopped last. */
  private readonly servers: ManagedProcess[] = [];
  private runState: RunStateFile | undefined;
  private stopping = false;
  private resolveOutcome!: (outcome: Outcome) => void;
  private readonly outcome = new Promise<Outcome>((resolve) => (this.resolveOutcome = resolve));

  constructor(settings: StackSettings, services: ServiceDefinition[], layout: StackLayout, io: StackIo, hooks: StackHooks = {}) {
    this.settings = settings;
    this.services = services;
    this.replicas = expandReplicas(services, settings.replicas ?? 1, settings.gatewayPort);
    this.layout = layout;
    this.io = io;
    this.hooks = hooks;
    this.restartPolicy = { ...DEFAULT_RESTART_POLICY, ...settings.restart };
  }

  /** The process id of a service's current process (`billing`; its replicas `billing#2`, ...). */
  pidOf(name: string): number | undefined {
    const child = this.current.get(name);
    return child?.running ? child.pid : undefined;
  }

  /** Runs until a signal (exit code 0) or a failure (exit code 1); everything is stopped by then. */
  async run(): Promise<number> {
    const startup = this.start().catch((err: unknown) =>
      this.finish({ kind: 'failed', message: (err as Error).message }),
    );
    const outcome = await this.outcome;
    this.stopping = true;
    await this.shutdown(startup);
    if (outcome.kind === 'failed') {
      this.io.print(`\nThe local stack stopped because: ${outcome.message}\n`);
      return 1;
    }
    this.log(`stopped cleanly (${outcome.signal})`);
    return 0;
  }

  requestStop(signal: string): void {
    if (this.stopping) {
      this.log(`${signal}: already stopping`);
      return;
    }
    this.log(`${signal}: stopping services, then infrastructure`);
    this.finish({ kind: 'signal', signal });
  }

  private finish(outcome: Outcome): void {
    if (this.stopping) return;
    this.stopping = true;
    this.resolveOutcome(outcome);
  }

  private log(line: string): void {
    this.io.sink('stack', line);
  }

  private checkpoint(): void {
    if (this.stopping) throw new Error('stopping');
  }

  /**
   * Runs a service and restarts it whenever it exits on its own, after the policy's wait; the
   * crash that reaches the policy's limit brings the stack down with the service's last lines.
   */
  private supervise(replica: ServiceReplica, env: NodeJS.ProcessEnv, crashes = 0): void {
    const startedAt = Date.now();
    const { service, name } = replica;
    const child = new ManagedProcess(
      {
        name,
        command: process.execPath,
        args: [...SERVICE_NODE_FLAGS, this.layout.main(service.name)],
        cwd: this.settings.root,
        env: {
          ...serviceEnv(service, env),
          ...this.metricsEnv(replica),
          ...(replica.gatewayPort !== undefined ? { GATEWAY_PORT: String(replica.gatewayPort) } : {}),
        },
      },
      this.io.sink,
    );
    this.workloads.push(child);
    this.current.set(name, child);
    void this.runState?.add(child.pid);
    void child.exited.then(async (exit) => {
      if (this.stopping) return;
      const inARow = crashesInARow(this.restartPolicy, crashes, Date.now() - startedAt);
      const lines = child.recentLines();
      const last = lines.length ? `\nIts last lines:\n  ${lines.join('\n  ')}` : '';
      if (inARow >= this.restartPolicy.maxCrashes) {
        this.finish({ kind: 'failed', message: `${name} ${describeExit(exit)}, ${inARow} times in a row.${last}` });
        return;
      }
      const delay = restartDelay(this.restartPolicy, inARow);
      this.log(`${name} ${describeExit(exit)} (crash ${inARow} in a row); restarting it in ${delay} ms${last}`);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([new Promise((resolve) => (timer = setTimeout(resolve, delay))), this.outcome]);
      clearTimeout(timer);
      await this.hooks.beforeRestart?.(name);
      if (this.stopping) return;
      this.log(`restarting ${name}`);
      this.supervise(replica, env, inARow);
    });
  }

  /** An infrastructure process that exits on its own brings the stack down with its last lines. */
  private track(child: ManagedProcess, list: ManagedProcess[]): void {
    list.push(child);
    void this.runState?.add(child.pid);
    void child.exited.then((exit) => {
      if (this.stopping) return;
      const lines = child.recentLines();
      this.finish({
        kind: 'failed',
        message: `${child.name} ${describeExit(exit)}.${lines.length ? `\nIts last lines:\n  ${lines.join('\n  ')}` : ''}`,
      });
    });
  }

  private async start(): Promise<void> {
    const { settings } = this;
    await mkdir(settings.dataDir, { recursive: true });
    this.runState = await RunStateFile.claim(join(settings.dataDir, 'stack.json'), this.io.sink);
    await this.refuseBusyPorts();
    this.checkpoint();
    const env = await this.startInfrastructure();
    for (const service of this.services.filter((s) => s.migrations)) {
      this.checkpoint();
      await this.migrate(service, env);
    }
    for (const replica of this.replicas) {
      this.checkpoint();
      this.log(`starting ${replica.name}`);
      this.supervise(replica, env);
    }
    const prometheusUrl = settings.prometheus ? await this.startPrometheus(settings.prometheus) : undefined;
    const gatewayUrls = this.gatewayPorts().map((port) => `http://127.0.0.1:${port}`);
    const gatewayUrl = gatewayUrls[0] ?? `http://127.0.0.1:${settings.gatewayPort}`;
    for (const url of gatewayUrls.length ? gatewayUrls : [gatewayUrl]) await this.waitHealthy(url);
    this.checkpoint();
    const { account, note } = await this.devAccount(env, gatewayUrl);
    this.checkpoint();
    this.io.print(
      readyBanner(
        {
          gatewayUrl,
          databaseUrl: env.DATABASE_URL ?? '',
          natsUrl: env.NATS_URL ?? '',
          s3Endpoint: env.S3_ENDPOINT ?? '',
          bucket: settings.bucket,
          prometheusUrl,
          otherGateways: gatewayUrls.slice(1),
          account,
          accountNote: note,
        },
        this.io.color,
      ),
    );
  }

  /** The gateways' HTTP ports: GATEWAY_PORT, then the next port for each further replica. */
  private gatewayPorts(): number[] {
    return this.replicas.flatMap((replica) => (replica.gatewayPort !== undefined ? [replica.gatewayPort] : []));
  }

  private async refuseBusyPorts(): Promise<void> {
    const gateways = this.gatewayPorts();
    const wanted = [
      ...(gateways.length ? gateways : [this.settings.gatewayPort]).map((port, index) => ({
        what: index === 0 ? 'the gateway' : `gateway replica ${index + 1}`,
        host: '127.0.0.1',
        port,
      })),
      ...this.replicas
        .filter((r) => r.service.grpcAddr)
        .map((r) => ({ what: r.name, ...splitHostPort(r.service.grpcAddr ?? '') })),
      ...this.listeningMetrics().map((r) => ({ what: `${r.name}'s metrics`, host: '127.0.0.1', port: r.service.metricsPort as number })),
      ...(this.settings.prometheus ? [{ what: 'prometheus', host: '127.0.0.1', port: this.settings.prometheus.port }] : []),
      ...(startsRedis(this.settings) ? [{ what: 'redis', host: '127.0.0.1', port: this.settings.redisPort ?? 16379 }] : []),
    ];
    // Two processes given one port (a replica's derived port landing on another's) would make one crash-loop.
    for (const [index, { what, port }] of wanted.entries()) {
      const other = wanted.findIndex((earlier) => earlier.port === port);
      if (other < index) throw new Error(`Port ${port} is wanted by both ${wanted[other]?.what} and ${what}.`);
    }
    for (const { what, host, port } of wanted) {
      if (await portAnswers(host, port))
        throw new Error(`${host}:${port} (for ${what}) is already in use by another program.`);
    }
  }

  /** Replicas with a metrics port, when Prometheus runs: the others open none. */
  private scraped(): ServiceReplica[] {
    return this.settings.prometheus ? this.replicas.filter((r) => r.service.metricsPort !== undefined) : [];
  }

  /**
   * Replicas given a METRICS_PORT: the scraped ones, and those that always listen on it (the
   * worker's health checks) when the runner starts more than one of them, so they do not collide.
   */
  private listeningMetrics(): ServiceReplica[] {
    const several = (this.settings.replicas ?? 1) > 1;
    return this.replicas.filter(
      (r) => r.service.metricsPort !== undefined && (this.scraped().includes(r) || (several && r.service.metricsAlways)),
    );
  }

  private metricsEnv(replica: ServiceReplica): NodeJS.ProcessEnv {
    return this.listeningMetrics().includes(replica) ? { METRICS_PORT: String(replica.service.metricsPort) } : {};
  }

  private async startPrometheus(options: NonNullable<StackSettings['prometheus']>): Promise<string> {
    this.log(`starting prometheus on ${options.port}, scraping ${this.scraped().map((r) => r.name).join(', ')}`);
    const prometheus = await startPrometheus({
      root: this.settings.root,
      dataDir: join(this.settings.dataDir, 'prometheus'),
      port: options.port,
      targets: this.scraped().map((r) => ({ job: r.service.name, address: `127.0.0.1:${r.service.metricsPort}` })),
      scrapeInterval: options.scrapeInterval,
      evaluationInterval: options.evaluationInterval,
      sink: this.io.sink,
      onSpawn: (child) => this.track(child, this.servers),
    });
    this.infrastructure.push({ name: 'prometheus', stop: prometheus.stop });
    return prometheus.url;
  }

  private async startInfrastructure(): Promise<NodeJS.ProcessEnv> {
    const { settings } = this;
    const { redisUrl, ...endpoints } = await startInfrastructure(settings, {
      sink: this.io.sink,
      onSpawn: (child) => this.track(child, this.servers),
      onStarted: (part) => this.infrastructure.push(part),
    });
    const shared = sharedEnv({
      base: process.env,
      endpoints,
      // Each gRPC service's address is the list of all its replicas'.
      services: replicaAddresses(this.replicas),
      bucket: settings.bucket,
      gatewayPort: settings.gatewayPort,
      jwtSecret: await readOrCreateSecret(join(settings.dataDir, 'jwt-secret')),
      storageKeySecret: await readOrCreateSecret(join(settings.dataDir, 'storage-key-secret')),
    });
    // The gateways' rate limits are shared through it (only the gateway reads it).
    return redisUrl ? { ...shared, REDIS_URL: redisUrl } : shared;
  }

  private async migrate(service: ServiceDefinition, env: NodeJS.ProcessEnv): Promise<void> {
    this.log(`migrating ${service.name}`);
    const result = await runToCompletion(
      {
        name: service.name,
        command: process.execPath,
        args: [this.layout.migrate(service.name)],
        cwd: this.settings.root,
        env: serviceEnv(service, env),
      },
      this.io.sink,
      MIGRATION_TIMEOUT_MS,
      (child) => this.workloads.push(child),
    );
    if (result.exit.code !== 0) {
      throw new Error(
        `${service.name} migrations ${describeExit(result.exit)}.\nLast lines:\n  ${result.lines.join('\n  ')}`,
      );
    }
  }

  private async waitHealthy(gatewayUrl: string): Promise<void> {
    this.log(`waiting for ${gatewayUrl}/healthz`);
    let last = 'no answer yet';
    await waitFor(
      async () => {
        try {
          const response = await fetch(`${gatewayUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
          last = `HTTP ${response.status} ${(await response.text()).slice(0, 500)}`;
          return response.status === 200;
        } catch (err) {
          last = (err as Error).message;
          return false;
        }
      },
      {
        what: 'The gateway health check',
        timeoutMs: this.settings.readyTimeoutMs,
        intervalMs: 500,
        abortWhen: this.outcome.then(() => 'stopping'),
        describeTimeout: () => `last answer: ${last}`,
      },
    );
  }

  private async devAccount(
    env: NodeJS.ProcessEnv,
    gatewayUrl: string,
  ): Promise<{ account: DevAccount | null; note?: string }> {
    const file = join(this.settings.dataDir, 'dev-account.json');
    const saved = await readDevAccount(file);
    if (saved) {
      const accepted = await keyAccepted(gatewayUrl, saved.api_key).catch(() => true);
      return accepted
        ? { account: saved }
        : {
            account: saved,
            note: `The gateway rejects this saved key (was the database replaced?). Delete ${file} to create a new account.`,
          };
    }
    this.log(`creating the dev account ${DEV_EMAIL} with ${DEV_CREDITS} credits`);
    const result = await runToCompletion(
      {
        name: 'cli',
        command: process.execPath,
        args: this.layout.createAccount,
        cwd: this.settings.root,
        env,
        captureStdout: true,
      },
      this.io.sink,
      CLI_TIMEOUT_MS,
      (child) => this.workloads.push(child),
    );
    try {
      if (result.exit.code !== 0) throw new Error(`the CLI ${describeExit(result.exit)}`);
      const account = parseCliOutput(result.stdout);
      await saveDevAccount(file, account);
      return { account };
    } catch (err) {
      // The platform itself is up; a missing dev account is reported, and retried next run.
      return { account: null, note: `Could not create the dev account: ${(err as Error).message}` };
    }
  }

  private async shutdown(startup: Promise<unknown>): Promise<void> {
    const stopAll = (list: ManagedProcess[]) =>
      Promise.all(list.filter((child) => child.running).map((child) => child.stop('SIGTERM', 10_000)));
    const live = this.workloads.filter((child) => child.running);
    if (live.length > 0) this.log(`stopping ${live.map((child) => child.name).join(', ')}`);
    await stopAll(this.workloads);
    // Let a start-up step still in flight finish, so whatever it started is known and stopped.
    await startup;
    await stopAll(this.workloads);
    for (const part of [...this.infrastructure].reverse()) {
      this.log(`stopping ${part.name}`);
      await part
        .stop()
        .catch((err: unknown) => this.log(`${part.name} did not stop cleanly: ${(err as Error).message}`));
    }
    await stopAll(this.servers);
    this.runState?.release();
  }
}
