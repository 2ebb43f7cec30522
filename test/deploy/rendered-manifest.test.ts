// One file over 300 lines: one suite over each example install, its cases sharing the chart rendered once per file.
// Checks on what helm renders for each example install in ci/, for every workload it renders:
// nothing here lists the services, so a service added to the chart is checked the same way.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  chartDir,
  copyChart,
  enabledDependencies,
  helmSkipReason,
  newestKubeVersion,
  render,
  repoRoot,
  type KubeObject,
} from './helm-tool.ts';
import {
  containerProblems,
  disruptionBudgetProblems,
  grpcCalls,
  grpcProbeProblems,
  migrationOrderProblems,
  networkPolicyProblems,
  referenceProblems,
} from './manifest-checks.ts';
import { at, deployments, envOf, selects, workloads, type Tree, type Workload } from './manifest-query.ts';
import { SERVICE_NODE_FLAGS } from '../../deploy/local/services.ts';

const ciFiles = readdirSync(path.join(chartDir, 'ci')).filter((file) => file.endsWith('.yaml'));

/** The service's source folder, from the entry point the chart starts (services/<dir>/src/main.ts). */
function sourceDir(workload: Workload): string | undefined {
  const entry = workload.containers
    .flatMap((container) => container.args ?? [])
    .find((arg) => /^services\/[^/]+\/src\//.test(arg));
  return entry ? path.join(repoRoot, entry.split('/').slice(0, 3).join('/')) : undefined;
}

/**
 * The variables a service's configuration declares: the keys of the `*Env` shapes its config.ts
 * exports. Shared shapes (a job owner's `jobOwnerServiceEnv`, read by @platform/job-lifecycle)
 * count for the service that spreads them in, though its own code never names them.
 */
async function configVariables(dir: string): Promise<Set<string>> {
  const file = path.join(dir, 'config.ts');
  if (!existsSync(file)) return new Set();
  const exported = (await import(file)) as Record<string, unknown>;
  return new Set(
    Object.entries(exported)
      .filter(([name, value]) => name.endsWith('Env') && typeof value === 'object' && value !== null)
      .flatMap(([, shape]) => Object.keys(shape as object)),
  );
}

/** The text of each of a service's own source files (tests and test helpers aside). */
function sourceTexts(dir: string): string[] {
  const texts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'testing') walk(full);
      else if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
        texts.push(readFileSync(full, 'utf8'));
    }
  };
  if (existsSync(dir)) walk(dir);
  return texts;
}

/** The variables a service reads: its configuration's, and any its own code names. */
async function variablesRead(dir: string): Promise<Set<string>> {
  const names = await configVariables(dir);
  for (const text of sourceTexts(dir))
    for (const match of text.matchAll(/\b[A-Z][A-Z0-9_]*\b/g)) names.add(match[0]);
  return names;
}

/** Whether a service's own code matches `pattern`. */
const codeMatches = (dir: string, pattern: RegExp): boolean =>
  sourceTexts(dir).some((text) => pattern.test(text));

/** Whether a service's own code reads a provider API key (the `api_key_env` of a catalogue entry). */
const readsProviderKey = (dir: string) => codeMatches(dir, /\bauthHeaders\(/);

describe.skipIf(helmSkipReason !== undefined)(
  helmSkipReason ? `Helm chart tests skipped: ${helmSkipReason}` : 'the manifests the real helm renders',
  () => {
    const chart = copyChart();
    afterAll(() => chart.remove());
    // Rendered on first use, so that a render that fails fails the tests that need it, by name.
    const renders = new Map<string, KubeObject[]>();
    const objectsOf = (file: string): KubeObject[] => {
      const known = renders.get(file);
      if (known) return known;
      const objects = render(chart.dir, {
        kubeVersion: newestKubeVersion(),
        valuesFiles: [path.join(chart.dir, 'ci', file)],
      });
      renders.set(file, objects);
      return objects;
    };

    describe.each(ciFiles)('ci/%s', (file) => {
      it('every container has resources, a read-only root filesystem and a non-root user; every serving one has probes', () => {
        expect(objectsOf(file).some((object) => object.kind === 'Deployment')).toBe(true);
        expect(containerProblems(objectsOf(file))).toEqual([]);
      });

      it('every container that serves gRPC is probed over gRPC on its port', () => {
        expect(grpcProbeProblems(objectsOf(file))).toEqual([]);
      });

      it('every Deployment that may run more than one replica has its own PodDisruptionBudget', () => {
        expect(disruptionBudgetProblems(objectsOf(file))).toEqual([]);
      });

      it('the migration Jobs are hooks that run before the Deployments roll out', () => {
        const jobs = objectsOf(file).filter((object) => object.kind === 'Job');
        expect(jobs.length).toBeGreaterThan(0);
        expect(migrationOrderProblems(objectsOf(file), enabledDependencies(file))).toEqual([]);
      });

      it('each gRPC address points at its service, and each service gets the addresses its code reads, no others', async () => {
        const { calls, problems } = grpcCalls(objectsOf(file));
        expect(problems).toEqual([]);
        const all = deployments(objectsOf(file));
        const servers = new Set(
          all
            .flatMap((workload) => envOf(workload).filter((env) => env.name.endsWith('_GRPC_PORT')))
            .map((env) => env.name.replace(/_PORT$/, '_ADDR')),
        );
        for (const workload of all) {
          const dir = sourceDir(workload);
          expect(dir, `${workload.id} starts no services/<name>/src entry point`).toBeDefined();
          const own = envOf(workload)
            .find((env) => env.name.endsWith('_GRPC_PORT'))
            ?.name.replace(/_PORT$/, '_ADDR');
          // `servers` holds the <NAME>_GRPC_ADDR of every gRPC service the release runs.
          const wanted = [...(await variablesRead(dir ?? ''))]
            .filter((name) => name !== own && servers.has(name))
            .sort();
          const given = envOf(workload)
            .filter((env) => env.name.endsWith('_GRPC_ADDR'))
            .map((env) => env.name)
            .sort();
          expect(
            given,
            `${workload.id} (the chart's calls are media-platform.grpcCalls in templates/_helpers.tpl)`,
          ).toEqual(wanted);
        }
        expect([...calls.values()].some((targets) => targets.size > 0)).toBe(true);
      });

      it('the gateway trusts its proxy exactly when the ingress is on, divides the per-account stream limit by its pods, and gets the CORS origins set', () => {
        const objects = objectsOf(file);
        const gateway = deployments(objects).find((workload) =>
          envOf(workload).some((env) => env.name === 'GATEWAY_PORT'),
        );
        expect(gateway).toBeDefined();
        const value = (name: string) => envOf(gateway as Workload).find((env) => env.name === name)?.value;
        const ingress = objects.some((object) => object.kind === 'Ingress');
        expect([value('TRUST_PROXY'), value('TRUST_PROXY_HOPS')]).toEqual(
          ingress ? ['true', '1'] : [undefined, undefined],
        );
        const scaler = objects.find(
          (object) =>
            object.kind === 'HorizontalPodAutoscaler' &&
            at(object, 'spec', 'scaleTargetRef', 'name') === gateway?.object.metadata.name,
        );
        const pods = Number(
          scaler ? at(scaler, 'spec', 'minReplicas') : at(gateway?.object, 'spec', 'replicas'),
        );
        const platformWide = (parseYaml(readFileSync(path.join(chartDir, 'values.yaml'), 'utf8')) as Tree)
          .services as Tree;
        const total = Number(at(platformWide, 'gateway', 'eventStreamsPerAccount'));
        expect(Number(value('EVENTS_MAX_STREAMS_PER_ACCOUNT'))).toBe(Math.max(1, Math.floor(total / pods)));
        // The connection bound is per pod (a memory bound), never divided.
        expect(value('GATEWAY_MAX_CONNECTIONS')).toBe(String(at(platformWide, 'gateway', 'maxConnections')));
        // The install's browser origins, comma-separated as the gateway reads them; none: no variable.
        const installed = parseYaml(readFileSync(path.join(chartDir, 'ci', file), 'utf8')) as Tree;
        const origins = (at(installed, 'services', 'gateway', 'corsAllowedOrigins') ?? []) as string[];
        expect(value('CORS_ALLOWED_ORIGINS')).toBe(origins.length > 0 ? origins.join(',') : undefined);
        // The kubelet probes the gateway on its probe port, which the gateway opens (GATEWAY_PROBE_PORT).
        const container = (at(gateway?.object, 'spec', 'template', 'spec', 'containers') as Tree[])[0];
        const probesPort = (at(container, 'ports') as Tree[]).find((port) => port.name === 'probes');
        expect(value('GATEWAY_PROBE_PORT')).toBe(String(probesPort?.containerPort));
        for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe'])
          expect(at(container, probe, 'httpGet', 'port'), probe).toBe('probes');
      });

      it('each NetworkPolicy admits exactly the workloads that call its service', () => {
        expect(networkPolicyProblems(objectsOf(file))).toEqual([]);
      });

      it('every Service and autoscaler points at a Deployment of the release, by named port', () => {
        expect(referenceProblems(objectsOf(file))).toEqual([]);
      });

      it('every process that gets S3 credentials also gets STORAGE_KEY_SECRET', () => {
        const missing = workloads(objectsOf(file))
          .filter((workload) => envOf(workload).some((env) => env.name === 'S3_ACCESS_KEY'))
          .filter(
            (workload) =>
              !envOf(workload).some(
                (env) => env.name === 'STORAGE_KEY_SECRET' && env.valueFrom?.secretKeyRef,
              ),
          )
          .map((workload) => workload.id);
        expect(missing).toEqual([]);
      });

      it('the provider-keys Secret reaches exactly the services whose code reads a provider key', () => {
        const all = deployments(objectsOf(file));
        // The chart's only envFrom Secret is secrets.providerKeys; installs without it render none.
        const given = all
          .filter((workload) =>
            workload.containers.some((container) =>
              (container.envFrom ?? []).some((source) => source.secretRef),
            ),
          )
          .map((workload) => workload.id)
          .sort();
        const wanted = all
          .filter((workload) => readsProviderKey(sourceDir(workload) ?? ''))
          .map((workload) => workload.id)
          .sort();
        expect(given).toEqual(given.length === 0 ? [] : wanted);
        if (file === 'external-values.yaml') expect(given.length).toBeGreaterThanOrEqual(2);
      });

      it('pre-signed URLs name config.s3.publicEndpoint: in the ConfigMap exactly when set, read by every service that signs URLs', async () => {
        const objects = objectsOf(file);
        const values = parseYaml(readFileSync(path.join(chart.dir, 'ci', file), 'utf8')) as unknown;
        const wanted = (at(values, 'config', 's3', 'publicEndpoint') as string | undefined) || undefined;
        const configMaps = objects.filter(
          (object) => object.kind === 'ConfigMap' && at(object, 'data', 'S3_ENDPOINT') !== undefined,
        );
        expect(configMaps).toHaveLength(1);
        expect(at(configMaps[0], 'data', 'S3_PUBLIC_ENDPOINT')).toBe(wanted);
        const signers: Workload[] = [];
        for (const workload of deployments(objects))
          if ((await variablesRead(sourceDir(workload) ?? '')).has('S3_PUBLIC_ENDPOINT'))
            signers.push(workload);
        expect(signers.length).toBeGreaterThanOrEqual(3);
        const withoutIt = signers
          .filter(
            (workload) =>
              !workload.containers.some((container) =>
                (container.envFrom ?? []).some(
                  (source) => at(source, 'configMapRef', 'name') === configMaps[0]!.metadata.name,
                ),
              ),
          )
          .map((workload) => workload.id);
        expect(withoutIt).toEqual([]);
        if (file === 'dev-values.yaml') expect(wanted).toBeDefined();
      });

      it('every service that gets DATABASE_URL gets its DATABASE_POOL_MAX from services.<name>.database.poolMax', () => {
        const values = parseYaml(readFileSync(path.join(chart.dir, 'ci', file), 'utf8')) as unknown;
        const withDatabase = deployments(objectsOf(file)).filter((workload) =>
          envOf(workload).some((env) => env.name === 'DATABASE_URL'),
        );
        expect(withDatabase.length).toBeGreaterThanOrEqual(6);
        const pools = Object.fromEntries(
          withDatabase.map((workload) => [
            path.basename(path.dirname(sourceDir(workload) ?? workload.id)),
            envOf(workload).find((env) => env.name === 'DATABASE_POOL_MAX')?.value,
          ]),
        );
        const billingPool = String(
          (at(values, 'services', 'billing', 'database', 'poolMax') as number | undefined) ?? 5,
        );
        expect(Object.keys(pools)).toHaveLength(withDatabase.length);
        expect(pools).toEqual(
          Object.fromEntries(
            Object.keys(pools).map((name) => [name, name === 'billing' ? billingPool : '5']),
          ),
        );
        if (file === 'external-values.yaml') expect(pools.billing).toBe('4');
      });

      it('every service runs node with the V8 flags of the local stack and the image (SERVICE_NODE_FLAGS)', () => {
        const services = deployments(objectsOf(file)).filter((workload) => sourceDir(workload) !== undefined);
        expect(services.length).toBeGreaterThanOrEqual(7);
        for (const workload of services) {
          const args = workload.containers
            .map((container) => container.args ?? [])
            .find((list) => list.some((arg) => arg.startsWith('services/')));
          expect(args?.slice(0, -1), workload.id).toEqual(['node', ...SERVICE_NODE_FLAGS]);
        }
      });

      it('runs as development exactly when the published dev-default secrets are rendered (production refuses them)', () => {
        const objects = objectsOf(file);
        const devSecret = objects.some(
          (object) => object.kind === 'Secret' && object.metadata.name.endsWith('-dev-defaults'),
        );
        const wanted = devSecret ? 'development' : 'production';
        const configMaps = objects.filter((object) => object.kind === 'ConfigMap');
        expect(configMaps.map((configMap) => at(configMap, 'data', 'NODE_ENV'))).toEqual(
          configMaps.map(() => wanted),
        );
        const jobs = workloads(objects).filter((workload) => workload.object.kind === 'Job');
        expect(jobs.map((job) => envOf(job).find((env) => env.name === 'NODE_ENV')?.value)).toEqual(
          jobs.map(() => wanted),
        );
      });
    });

    describe('each check finds a deliberate break (in a copy of the ci/external-values.yaml render)', () => {
      const broken = (change: (objects: KubeObject[]) => void) => {
        const objects = structuredClone(objectsOf('external-values.yaml'));
        change(objects);
        return objects;
      };
      const grpcServer = (objects: KubeObject[]) => {
        const server = deployments(objects).find((workload) =>
          envOf(workload).some((env) => env.name.endsWith('_GRPC_PORT')),
        );
        if (!server) throw new Error('the render has no gRPC server');
        return server;
      };

      it('a container without resources or with a writable root filesystem', () => {
        const problems = containerProblems(
          broken((objects) => {
            const container = grpcServer(objects).containers[0] as Tree;
            delete container.resources;
            (container.securityContext as Tree).readOnlyRootFilesystem = false;
          }),
        );
        expect(problems.join('\n')).toMatch(/no resources\.requests\.cpu[^]*root filesystem is writable/);
      });

      it('a gRPC service probed over HTTP', () => {
        const problems = grpcProbeProblems(
          broken((objects) => {
            (grpcServer(objects).containers[0] as Tree).readinessProbe = {
              httpGet: { path: '/healthz', port: 'grpc' },
            };
          }),
        );
        expect(problems.join('\n')).toContain('readinessProbe is not a gRPC probe');
      });

      it('a replicated Deployment without its PodDisruptionBudget', () => {
        const problems = disruptionBudgetProblems(
          broken((objects) =>
            objects.splice(
              0,
              objects.length,
              ...objects.filter((object) => object.kind !== 'PodDisruptionBudget'),
            ),
          ),
        );
        expect(problems.join('\n')).toContain('without a PodDisruptionBudget');
      });

      it('a migration Job that no longer runs before the upgrade, or reads a Secret the install creates', () => {
        const problems = migrationOrderProblems(
          broken((objects) => {
            const job = workloads(objects).find((workload) => workload.object.kind === 'Job');
            if (!job) throw new Error('the render has no Job');
            (job.object.metadata.annotations as Record<string, string>)['helm.sh/hook'] = 'pre-install';
            const secretRef = envOf(job).find((env) => env.valueFrom?.secretKeyRef)?.valueFrom?.secretKeyRef;
            objects.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: secretRef?.name ?? '' } });
          }),
          [],
        );
        expect(problems.join('\n')).toMatch(
          /does not run pre-upgrade[^]*runs pre-install but reads Secret\//,
        );
      });

      it('a gRPC address through a ClusterIP Service (every call of a client to one pod)', () => {
        const problems = grpcCalls(
          broken((objects) => {
            for (const service of objects.filter((object) => object.kind === 'Service'))
              delete (service.spec as Tree).clusterIP;
          }),
        ).problems;
        expect(problems.join('\n')).toMatch(/which is not headless/);
      });

      it('a Service whose port targets a port its Deployment does not name', () => {
        const problems = referenceProblems(
          broken((objects) => {
            const service = objects.find((object) => object.kind === 'Service');
            ((at(service, 'spec', 'ports') as Tree[])[0] as Tree).targetPort = 'http2';
          }),
        );
        expect(problems.join('\n')).toMatch(/targets http2, not a named port/);
      });

      it('a NetworkPolicy that admits a workload which does not call the service', () => {
        const problems = networkPolicyProblems(
          broken((objects) => {
            const server = grpcServer(objects);
            const stranger = deployments(objects).find(
              (workload) =>
                !envOf(workload).some((env) => env.name.endsWith('_GRPC_ADDR')) && workload.id !== server.id,
            );
            const policy = objects.find(
              (object) =>
                object.kind === 'NetworkPolicy' &&
                selects(at(object, 'spec', 'podSelector'), server.podLabels),
            );
            const rule = (at(policy, 'spec', 'ingress') as Tree[])[0] as Tree;
            (rule.from as Tree[]).push({ podSelector: { matchLabels: stranger?.podLabels } });
          }),
        );
        expect(problems.join('\n')).toMatch(/admits Deployment\/\S+, which does not call it/);
      });
    });

    it('renders NetworkPolicies in at least one example install, so their check has something to check', () => {
      expect(ciFiles.some((file) => objectsOf(file).some((object) => object.kind === 'NetworkPolicy'))).toBe(
        true,
      );
    });
  },
);
