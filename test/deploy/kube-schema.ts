// Validates a rendered object against the Kubernetes OpenAPI schemas that kubernetes-models
// publishes (KEDA's custom resources from @kubernetes-models/keda, the prometheus-operator's
// ServiceMonitor and PrometheusRule from @kubernetes-models/prometheus-operator), found by
// apiVersion and kind.
import * as keda from '@kubernetes-models/keda';
import * as prometheusOperator from '@kubernetes-models/prometheus-operator';
import * as kubernetes from 'kubernetes-models';
import type { KubeObject } from './helm-tool.ts';

interface Model {
  validate(): void;
}
type ModelClass = new (data: unknown) => Model;
type Group = Record<string, Record<string, unknown> | undefined>;

const groups: Record<string, unknown> = { ...kubernetes, ...keda, ...prometheusOperator };

/** "networking.k8s.io" -> "networkingK8sIo", the packages' export name for an API group. */
const exportName = (group: string) =>
  group.replace(/\.([a-z])/g, (_match, letter: string) => letter.toUpperCase());

function modelFor(apiVersion: string, kind: string): ModelClass {
  const slash = apiVersion.indexOf('/');
  const version = apiVersion.slice(slash + 1);
  // The core group ("v1") is exported as its version; the others as group, then version.
  const models = (
    slash === -1
      ? groups[version]
      : (groups[exportName(apiVersion.slice(0, slash))] as Group | undefined)?.[version]
  ) as Record<string, unknown> | undefined;
  const model = models?.[kind];
  if (typeof model !== 'function') throw new Error(`no published schema for ${apiVersion} ${kind}`);
  return model as ModelClass;
}

/** Throws the schema's complaints, prefixed with the object's kind and name. */
export function validateKubeObject(object: KubeObject): void {
  const Model = modelFor(object.apiVersion, object.kind);
  try {
    new Model(object).validate();
  } catch (error) {
    throw new Error(`${object.kind}/${object.metadata.name}: ${(error as Error).message}`, { cause: error });
  }
}
