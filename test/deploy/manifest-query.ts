// Reading a rendered release: its workloads, their pods and containers, and which objects select
// which pods. Everything is derived from the objects helm rendered, never from a list of services.
import type { KubeObject } from './helm-tool.ts';

export type Tree = Record<string, unknown>;
export const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function at(node: unknown, ...keys: string[]): unknown {
  let current = node;
  for (const key of keys) current = isTree(current) ? current[key] : undefined;
  return current;
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string }; configMapKeyRef?: { name: string } };
}

export interface Container extends Tree {
  name: string;
  args?: string[];
  env?: EnvVar[];
  envFrom?: { secretRef?: { name: string }; configMapRef?: { name: string } }[];
  ports?: { name?: string; containerPort: number }[];
}

export interface Workload {
  object: KubeObject;
  /** "Deployment/media-media-platform-billing" */
  id: string;
  podLabels: Record<string, string>;
  pod: Tree;
  containers: Container[];
  /** helm.sh/hook phases, empty for objects installed with the release. */
  hooks: string[];
  hookWeight: number;
}

const POD_TEMPLATE_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'ReplicaSet']);

export const idOf = (object: KubeObject) => `${object.kind}/${object.metadata.name}`;

export function hooksOf(object: KubeObject): string[] {
  const hook = object.metadata.annotations?.['helm.sh/hook'];
  return hook ? hook.split(',').map((phase) => phase.trim()) : [];
}

export const hookWeightOf = (object: KubeObject) =>
  Number(object.metadata.annotations?.['helm.sh/hook-weight'] ?? '0');

export function workloads(objects: KubeObject[]): Workload[] {
  return objects
    .filter((object) => POD_TEMPLATE_KINDS.has(object.kind))
    .map((object) => {
      const pod = (at(object, 'spec', 'template', 'spec') ?? {}) as Tree;
      return {
        object,
        id: idOf(object),
        podLabels: (at(object, 'spec', 'template', 'metadata', 'labels') ?? {}) as Record<string, string>,
        pod,
        containers: [
          ...((pod.initContainers ?? []) as Container[]),
          ...((pod.containers ?? []) as Container[]),
        ],
        hooks: hooksOf(object),
        hookWeight: hookWeightOf(object),
      };
    });
}

export const deployments = (objects: KubeObject[]) =>
  workloads(objects).filter((workload) => workload.object.kind === 'Deployment');

/** Whether a label selector (matchLabels, or a Service's plain map) selects these labels. */
export function selects(selector: unknown, labels: Record<string, string>): boolean {
  if (!isTree(selector)) return false;
  if (selector.matchExpressions !== undefined) {
    throw new Error('matchExpressions selectors are not read by these checks; use matchLabels');
  }
  const matchLabels = (isTree(selector.matchLabels) ? selector.matchLabels : selector) as Record<
    string,
    unknown
  >;
  const entries = Object.entries(matchLabels);
  return entries.length > 0 && entries.every(([key, value]) => labels[key] === value);
}

/** The Services whose selector picks the workload's pods. */
export const servicesFor = (objects: KubeObject[], workload: Workload) =>
  objects.filter(
    (object) => object.kind === 'Service' && selects(at(object, 'spec', 'selector'), workload.podLabels),
  );

export const envOf = (workload: Workload): EnvVar[] =>
  workload.containers.flatMap((container) => container.env ?? []);

/** The Secret and ConfigMap names a workload's containers read. */
export function referencedConfig(workload: Workload): { kind: 'Secret' | 'ConfigMap'; name: string }[] {
  const refs: { kind: 'Secret' | 'ConfigMap'; name: string }[] = [];
  for (const container of workload.containers) {
    for (const variable of container.env ?? []) {
      const secret = variable.valueFrom?.secretKeyRef?.name;
      const configMap = variable.valueFrom?.configMapKeyRef?.name;
      if (secret) refs.push({ kind: 'Secret', name: secret });
      if (configMap) refs.push({ kind: 'ConfigMap', name: configMap });
    }
    for (const source of container.envFrom ?? []) {
      if (source.secretRef) refs.push({ kind: 'Secret', name: source.secretRef.name });
      if (source.configMapRef) refs.push({ kind: 'ConfigMap', name: source.configMapRef.name });
    }
  }
  for (const volume of (workload.pod.volumes ?? []) as Tree[]) {
    const secret = at(volume, 'secret', 'secretName');
    const configMap = at(volume, 'configMap', 'name');
    if (typeof secret === 'string') refs.push({ kind: 'Secret', name: secret });
    if (typeof configMap === 'string') refs.push({ kind: 'ConfigMap', name: configMap });
  }
  return refs;
}
