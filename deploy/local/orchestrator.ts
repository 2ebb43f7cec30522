// The local stack's life: infrastructure that is not configured, migrations in order, every
// service as its own process, the gateway's health, the dev account, and an orderly stop
// (services, then infrastructure) on a signal. A service that exits on its own is restarted
// with backoff while the others keep serving (restart-policy.ts); the stack stops when one keeps
// crashing or when an infrastructure process dies. With STACK_REPLICAS each service runs as that
// many processes (replicas.ts), each supervised on its own.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readyBanner } from './banner.ts';
import { waitForHealth } from './gateway-health.ts';
import { DEV_CREDITS, DEV_EMAIL, obtainDevAccount, type DevAccountOutcome } from './dev-account.ts';
import { startInfrastructure, type Stoppable } from './infrastructure.ts';
import { startPrometheus } from './prometheus.ts';
import { ManagedProcess, describeExit, lastLinesNote, runToCompletion } from './processes.ts';
import { DEFAULT_RESTART_POLICY, crashesInARow, restartDelay, type RestartPolicy } from './restart-policy.ts';
import { stackReplicas, replicaAddresses, type ServiceReplica } from './replicas.ts';
import { RunStateFile } from './run-state.ts';
import { readOrCreateSecret } from './secret-file.ts';
import { serviceEnv, sharedEnv } from './service-env.ts';
import { stopInOrder } from './shutdown-order.ts';
import { SERVICE_NODE_FLAGS, type ServiceDefinition } from './services.ts';
import type { StackSettings } from './settings.ts';
import type { StackHooks, StackIo, StackLayout } from './stack-layout.ts';
import { gatewayPorts, metricsEnv, refuseBusyPorts, scrapedReplicas } from './stack-ports.ts';

type Outcome = { kind: 'signal'; signal: string } | { kind: 'failed'; message: string };

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

  constructor(
    settings: StackSettings,
    services: ServiceDefinition[],
    layout: StackLayout,
    io: StackIo,
    hooks: StackHooks = {},
  ) {
    this.settings = settings;
    this.services = services;
    this.replicas = stackReplicas(services, settings);
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
    const { workloads, infrastructure, servers } = this;
    await stopInOrder({ workloads, infrastructure, servers }, startup, (line) => this.log(line));
    this.runState?.release();
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
          ...metricsEnv(this.settings, this.replicas, replica),
          ...(replica.gatewayPort !== undefined ? { GATEWAY_PORT: String(replica.gatewayPort) } : {}),
          ...(replica.probePort !== undefined ? { GATEWAY_PROBE_PORT: String(replica.probePort) } : {}),
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
      const last = lastLinesNote(child);
      if (inARow >= this.restartPolicy.maxCrashes) {
        this.finish({
          kind: 'failed',
          message: `${name} ${describeExit(exit)}, ${inARow} times in a row.${last}`,
        });
        return;
      }
      const delay = restartDelay(this.restartPolicy, inARow);
      this.log(
        `${name} ${describeExit(exit)} (crash ${inARow} in a row); restarting it in ${delay} ms${last}`,
      );
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
      this.finish({ kind: 'failed', message: `${child.name} ${describeExit(exit)}.${lastLinesNote(child)}` });
    });
  }

  private async start(): Promise<void> {
    const { settings } = this;
    await mkdir(settings.dataDir, { recursive: true });
    this.runState = await RunStateFile.claim(join(settings.dataDir, 'stack.json'), this.io.sink);
    await refuseBusyPorts(settings, this.replicas);
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
    const gatewayUrls = gatewayPorts(this.replicas).map((port) => `http://127.0.0.1:${port}`);
    const gatewayUrl = gatewayUrls[0] ?? `http://127.0.0.1:${settings.gatewayPort}`;
    for (const url of gatewayUrls.length ? gatewayUrls : [gatewayUrl]) {
      this.log(`waiting for ${url}/healthz`);
      await waitForHealth(
        url,
        settings.readyTimeoutMs,
        this.outcome.then(() => 'stopping'),
      );
    }
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

  private async startPrometheus(options: NonNullable<StackSettings['prometheus']>): Promise<string> {
    const scraped = scrapedReplicas(this.settings, this.replicas);
    this.log(`starting prometheus on ${options.port}, scraping ${scraped.map((r) => r.name).join(', ')}`);
    const prometheus = await startPrometheus({
      root: this.settings.root,
      dataDir: join(this.settings.dataDir, 'prometheus'),
      port: options.port,
      targets: scraped.map((r) => ({ job: r.service.name, address: `127.0.0.1:${r.service.metricsPort}` })),
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

  private devAccount(env: NodeJS.ProcessEnv, gatewayUrl: string): Promise<DevAccountOutcome> {
    return obtainDevAccount(join(this.settings.dataDir, 'dev-account.json'), gatewayUrl, () => {
      this.log(`creating the dev account ${DEV_EMAIL} with ${DEV_CREDITS} credits`);
      return runToCompletion(
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
    });
  }
}
