// What only a rendered manifest can answer, each check written once and returning the problems
// it finds (empty when the release is right), so that a test can also prove a check fails.
// One file over 300 lines: the checks are independent of one another and read best side by side.
import type { KubeObject } from './helm-tool.ts';
import {
  at,
  deployments,
  envOf,
  hooksOf,
  hookWeightOf,
  idOf,
  isTree,
  referencedConfig,
  selects,
  servicesFor,
  workloads,
  type Container,
  type Tree,
  type Workload,
} from './manifest-query.ts';

const PROBES = ['startupProbe', 'livenessProbe', 'readinessProbe'] as const;

/** Resources and hardening on every container; probes on every long-running one. */
export function containerProblems(objects: KubeObject[]): string[] {
  const problems: string[] = [];
  for (const workload of workloads(objects)) {
    const pod = (workload.pod.securityContext ?? {}) as Tree;
    for (const container of workload.containers) {
      const where = `${workload.id} container ${container.name}`;
      const own = (container.securityContext ?? {}) as Tree;
      // A container's own field wins over the pod's, as the kubelet applies them.
      const effective = (field: string) => (own[field] ?? pod[field]) as unknown;
      for (const path of [
        ['requests', 'cpu'],
        ['requests', 'memory'],
        ['limits', 'cpu'],
        ['limits', 'memory'],
      ]) {
        if (at(container.resources, ...path) === undefined)
          problems.push(`${where}: no resources.${path.join('.')}`);
      }
      if (effective('runAsNonRoot') !== true) problems.push(`${where}: runAsNonRoot is not true`);
      if (effective('runAsUser') === 0) problems.push(`${where}: runs as uid 0`);
      if (own.readOnlyRootFilesystem !== true) problems.push(`${where}: root filesystem is writable`);
      if (own.allowPrivilegeEscalation !== false)
        problems.push(`${where}: allowPrivilegeEscalation is not false`);
      if (own.privileged === true) problems.push(`${where}: privileged`);
      if (!(at(own, 'capabilities', 'drop') as string[] | undefined)?.includes('ALL')) {
        problems.push(`${where}: capabilities are not all dropped`);
      }
      if (at(effective('seccompProfile'), 'type') !== 'RuntimeDefault')
        problems.push(`${where}: no RuntimeDefault seccomp profile`);
      // Jobs run to completion; only pods that serve need probes.
      if (workload.object.kind !== 'Job') {
        for (const probe of PROBES) if (!isTree(container[probe])) problems.push(`${where}: no ${probe}`);
      }
    }
  }
  return problems;
}

/** A container serves gRPC when it names a port "grpc" (Kubernetes' convention) or reads *_GRPC_PORT. */
function grpcPort(container: Container): number | undefined {
  const named = container.ports?.find((port) => port.name === 'grpc')?.containerPort;
  const fromEnv = container.env?.find((variable) => variable.name.endsWith('_GRPC_PORT'))?.value;
  return named ?? (fromEnv === undefined ? undefined : Number(fromEnv));
}

/** Every container that serves gRPC is probed over gRPC on the port it serves. */
export function grpcProbeProblems(objects: KubeObject[]): string[] {
  const problems: string[] = [];
  for (const workload of deployments(objects)) {
    for (const container of workload.containers) {
      const port = grpcPort(container);
      if (port === undefined) continue;
      const where = `${workload.id} container ${container.name}`;
      const listens = container.env?.find((variable) => variable.name.endsWith('_GRPC_PORT'))?.value;
      if (listens !== undefined && Number(listens) !== port)
        problems.push(`${where}: listens on ${listens} but exposes grpc ${port}`);
      if (!container.ports?.some((declared) => declared.name === 'grpc' && declared.containerPort === port)) {
        problems.push(`${where}: serves gRPC on ${port} without a port named grpc`);
      }
      for (const probe of PROBES) {
        const grpc = at(container, probe, 'grpc');
        if (!isTree(grpc)) problems.push(`${where}: ${probe} is not a gRPC probe`);
        else if (grpc.port !== port)
          problems.push(`${where}: ${probe} probes port ${String(grpc.port)}, not ${port}`);
      }
    }
  }
  return problems;
}

/** The most replicas a Deployment may run: its own count, or its autoscaler's ceiling. */
function maxReplicas(objects: KubeObject[], workload: Workload): number {
  const name = workload.object.metadata.name;
  const scaler = objects.find(
    (object) =>
      (object.kind === 'HorizontalPodAutoscaler' || object.kind === 'ScaledObject') &&
      at(object, 'spec', 'scaleTargetRef', 'name') === name,
  );
  if (scaler)
    return Number(at(scaler, 'spec', 'maxReplicas') ?? at(scaler, 'spec', 'maxReplicaCount') ?? 100);
  return Number(at(workload.object, 'spec', 'replicas') ?? 1);
}

/** Every Deployment that may run more than one replica has a PodDisruptionBudget of its own. */
export function disruptionBudgetProblems(objects: KubeObject[]): string[] {
  const problems: string[] = [];
  const all = deployments(objects);
  const budgets = objects.filter((object) => object.kind === 'PodDisruptionBudget');
  for (const workload of all) {
    const mine = budgets.filter((budget) => selects(at(budget, 'spec', 'selector'), workload.podLabels));
    if (maxReplicas(objects, workload) > 1 && mine.length === 0) {
      problems.push(
        `${workload.id}: runs up to ${maxReplicas(objects, workload)} replicas without a PodDisruptionBudget`,
      );
    }
    if (mine.length > 1) problems.push(`${workload.id}: ${mine.length} PodDisruptionBudgets select it`);
  }
  for (const budget of budgets) {
    const selected = all.filter((workload) => selects(at(budget, 'spec', 'selector'), workload.podLabels));
    if (selected.length !== 1)
      problems.push(`${idOf(budget)}: selects ${selected.length} Deployments, not one`);
  }
  return problems;
}

/**
 * Migration Jobs are hooks that run before the Deployments roll out: pre-upgrade always, and
 * pre-install unless they need something the install itself creates (then post-install). What a
 * hook Job uses must exist when it runs: hook objects it uses (its ServiceAccount, the dev-default
 * Secret) are earlier hooks, and a pre-install Job reads no Secret or ConfigMap that the release
 * creates as an ordinary object.
 * `bundled` names the dependency charts this install enables (their objects are not rendered here).
 */
export function migrationOrderProblems(objects: KubeObject[], bundled: string[]): string[] {
  const problems: string[] = [];
  const ordinary = objects.filter((object) => !object.metadata.annotations?.['helm.sh/hook']);
  const createdByRelease = (kind: string, name: string) =>
    ordinary.some((object) => object.kind === kind && object.metadata.name === name);
  const fromBundledChart = (name: string) => bundled.some((chart) => name.endsWith(`-${chart}`));
  for (const workload of workloads(objects)) {
    const { id, hooks } = workload;
    if (workload.object.kind !== 'Job') {
      if (hooks.length > 0) problems.push(`${id}: a ${workload.object.kind} must not be a hook`);
      continue;
    }
    if (!hooks.includes('pre-upgrade')) problems.push(`${id}: does not run pre-upgrade`);
    const refs = referencedConfig(workload);
    const needsInstall = refs.filter(
      ({ kind, name }) => createdByRelease(kind, name) || fromBundledChart(name),
    );
    if (hooks.includes('pre-install')) {
      for (const ref of needsInstall)
        problems.push(
          `${id}: runs pre-install but reads ${ref.kind}/${ref.name}, created later by the install`,
        );
    } else if (!hooks.includes('post-install')) {
      problems.push(`${id}: runs neither pre-install nor post-install`);
    } else if (needsInstall.length === 0) {
      problems.push(
        `${id}: runs post-install though nothing it reads comes from the install: migrate pre-install`,
      );
    }
    // Hook objects the Job uses must be created in each of its phases, before it.
    const uses = [...refs, { kind: 'ServiceAccount', name: workload.pod.serviceAccountName as string }];
    for (const { kind, name } of uses) {
      const used = objects.find((object) => object.kind === kind && object.metadata.name === name);
      const usedHooks = used ? hooksOf(used) : [];
      if (!used || usedHooks.length === 0) continue;
      for (const phase of hooks) {
        const present =
          usedHooks.includes(phase) || (phase === 'post-install' && usedHooks.includes('pre-install'));
        if (!present) problems.push(`${id}: ${kind}/${name} is not created for ${phase}`);
      }
      if (hookWeightOf(used) >= workload.hookWeight) {
        problems.push(
          `${id}: ${kind}/${name} has hook weight ${hookWeightOf(used)}, not below the Job's ${workload.hookWeight}`,
        );
      }
    }
  }
  return problems;
}

/** Which Deployments call which, from the <NAME>_GRPC_ADDR addresses the chart hands each pod. */
export function grpcCalls(objects: KubeObject[]): { calls: Map<string, Set<string>>; problems: string[] } {
  const all = deployments(objects);
  const calls = new Map<string, Set<string>>(all.map((workload) => [workload.id, new Set<string>()]));
  const problems: string[] = [];
  for (const caller of all) {
    for (const variable of envOf(caller).filter((env) => env.name.endsWith('_GRPC_ADDR'))) {
      // `dns:///<headless Service>:<port>`: the client resolves every ready pod and spreads calls.
      const target = /^dns:\/\/\/([^:/]+):(\d+)$/.exec(variable.value ?? '');
      const [host, port] = target ? [target[1], target[2]] : [];
      const service = objects.find((object) => object.kind === 'Service' && object.metadata.name === host);
      const servicePort = (at(service, 'spec', 'ports') as Tree[] | undefined)?.find(
        (entry) => String(entry.port) === port,
      );
      const prefix = variable.name.slice(0, -'_GRPC_ADDR'.length);
      // The server is the Deployment that listens on <NAME>_GRPC_PORT for the same NAME.
      const server = all.find((workload) =>
        envOf(workload).some((env) => env.name === `${prefix}_GRPC_PORT`),
      );
      if (!service || !servicePort || !server) {
        problems.push(
          `${caller.id}: ${variable.name}=${variable.value ?? ''} names no gRPC Service of this release as dns:///<name>:<port>`,
        );
      } else if (at(service, 'spec', 'clusterIP') !== 'None') {
        problems.push(
          `${caller.id}: ${variable.name} points at Service/${host}, which is not headless: every call of a client would go to one pod`,
        );
      } else if (!selects(at(service, 'spec', 'selector'), server.podLabels)) {
        problems.push(
          `${caller.id}: ${variable.name} points at Service/${host}, which does not select ${server.id}`,
        );
      } else if (servicePort.targetPort !== 'grpc') {
        problems.push(
          `${caller.id}: ${variable.name} uses a port of Service/${host} that is not its grpc port`,
        );
      } else {
        calls.get(caller.id)?.add(server.id);
      }
    }
  }
  return { calls, problems };
}

/** Deployments that an Ingress routes to are the public edge: their callers are outside the cluster. */
function edgeDeployments(objects: KubeObject[]): Set<string> {
  const backends = new Set(
    objects
      .filter((object) => object.kind === 'Ingress')
      .flatMap((ingress) => JSON.stringify(ingress.spec).match(/"service":\{"name":"[^"]+"/g) ?? [])
      .map((match) => match.slice('"service":{"name":"'.length, -1)),
  );
  return new Set(
    deployments(objects)
      .filter((workload) =>
        servicesFor(objects, workload).some((service) => backends.has(service.metadata.name)),
      )
      .map((workload) => workload.id),
  );
}

/**
 * With NetworkPolicies in the release, every Deployment has one, and the Deployments of this
 * release it admits are exactly those that call it. Peers in other namespaces (ingress
 * controllers, metrics scrapers) are the values' business; a rule open to every source is
 * allowed only on the public edge.
 */
export function networkPolicyProblems(objects: KubeObject[]): string[] {
  const policies = objects.filter((object) => object.kind === 'NetworkPolicy');
  if (policies.length === 0) return [];
  const { calls, problems } = grpcCalls(objects);
  const all = deployments(objects);
  const edge = edgeDeployments(objects);
  for (const target of all) {
    const mine = policies.filter(
      (policy) =>
        selects(at(policy, 'spec', 'podSelector'), target.podLabels) &&
        ((at(policy, 'spec', 'policyTypes') as string[] | undefined) ?? []).includes('Ingress'),
    );
    if (mine.length === 0) {
      problems.push(`${target.id}: no NetworkPolicy restricts who reaches it`);
      continue;
    }
    const rules = mine.flatMap((policy) => (at(policy, 'spec', 'ingress') ?? []) as Tree[]);
    const portNames = new Set(
      target.containers.flatMap((container) => container.ports ?? []).map((port) => port.name),
    );
    const admitted = new Set<string>();
    for (const rule of rules) {
      for (const port of (rule.ports ?? []) as Tree[]) {
        if (typeof port.port === 'string' && !portNames.has(port.port))
          problems.push(`${target.id}: a rule opens port ${port.port}, which it does not have`);
      }
      const peers = rule.from as Tree[] | undefined;
      if (!peers || peers.length === 0) {
        if (!edge.has(target.id))
          problems.push(`${target.id}: a rule admits every source, though no Ingress routes to it`);
        continue;
      }
      for (const peer of peers) {
        if (peer.namespaceSelector !== undefined || peer.ipBlock !== undefined) continue;
        for (const source of all) if (selects(peer.podSelector, source.podLabels)) admitted.add(source.id);
      }
    }
    const callers = all.filter((source) => calls.get(source.id)?.has(target.id)).map((source) => source.id);
    for (const caller of callers)
      if (!admitted.has(caller)) problems.push(`${target.id}: its caller ${caller} is not admitted`);
    for (const source of admitted)
      if (!callers.includes(source)) problems.push(`${target.id}: admits ${source}, which does not call it`);
  }
  return problems;
}

/**
 * Objects that point at a workload find it: each Service selects one Deployment and targets a
 * port that Deployment names, and each autoscaler scales a Deployment of this release.
 */
export function referenceProblems(objects: KubeObject[]): string[] {
  const problems: string[] = [];
  const all = deployments(objects);
  for (const service of objects.filter((object) => object.kind === 'Service')) {
    const selected = all.filter((workload) => selects(at(service, 'spec', 'selector'), workload.podLabels));
    if (selected.length !== 1) {
      problems.push(`${idOf(service)}: selects ${selected.length} Deployments, not one`);
      continue;
    }
    const portNames = new Set(
      selected[0]?.containers.flatMap((container) => container.ports ?? []).map((port) => port.name),
    );
    for (const port of (at(service, 'spec', 'ports') ?? []) as Tree[]) {
      if (typeof port.targetPort !== 'string' || !portNames.has(port.targetPort)) {
        problems.push(
          `${idOf(service)}: port ${String(port.port)} targets ${String(port.targetPort)}, not a named port of ${selected[0]?.id}`,
        );
      }
    }
  }
  for (const scaler of objects.filter((object) =>
    ['HorizontalPodAutoscaler', 'ScaledObject'].includes(object.kind),
  )) {
    const target = at(scaler, 'spec', 'scaleTargetRef', 'name');
    if (!all.some((workload) => workload.object.metadata.name === target)) {
      problems.push(`${idOf(scaler)}: scales ${String(target)}, which this release does not render`);
    }
  }
  return problems;
}
