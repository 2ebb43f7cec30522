// Static checks of the Helm chart (there is no helm binary on these machines): values against
// values.schema.json, the schema's strictness, the templates' Go-template structure, and the
// hardening every service must carry.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkGoTemplate } from './go-template.ts';
import { DEV_SECRET_PREFIX } from '@platform/config';

const chartDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../helm/media-platform');
const read = (relative: string) => readFileSync(path.join(chartDir, relative), 'utf8');

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Helm's coalescing: maps merge key by key, anything else replaces, null deletes. */
function mergeValues(base: unknown, override: unknown): unknown {
  if (!isTree(base) || !isTree(override)) return structuredClone(override);
  const merged: Tree = structuredClone(base);
  for (const [key, value] of Object.entries(override)) {
    if (value === null) delete merged[key];
    else merged[key] = mergeValues(merged[key], value);
  }
  return merged;
}

function at(tree: unknown, keys: string[]): unknown {
  let node = tree;
  for (const key of keys) {
    if (!isTree(node) || !(key in node)) return undefined;
    node = node[key];
  }
  return node;
}

const values = parseYaml(read('values.yaml')) as Tree;
const schema = JSON.parse(read('values.schema.json')) as Tree;
const validate: ValidateFunction = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true }).compile(
  schema,
);

function errorsFor(document: unknown): ErrorObject[] {
  return validate(document) ? [] : [...(validate.errors ?? [])];
}

/** The values with one override applied, as `helm install -f` would see them. */
const withOverride = (override: Tree) => mergeValues(values, override);

describe('values.schema.json', () => {
  it('declares draft-07', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
  });

  it('accepts the default values.yaml', () => {
    expect(errorsFor(values)).toEqual([]);
  });

  it.each(readdirSync(path.join(chartDir, 'ci')).filter((file) => file.endsWith('.yaml')))(
    'accepts the example install ci/%s',
    (file) => {
      expect(errorsFor(withOverride(parseYaml(read(`ci/${file}`)) as Tree))).toEqual([]);
    },
  );

  const broken: [string, Tree, { instancePath: string; keyword: string }][] = [
    [
      'a string replica count',
      { services: { gateway: { replicaCount: 'two' } } },
      { instancePath: '/services/gateway/replicaCount', keyword: 'type' },
    ],
    [
      'an unknown service key',
      { services: { gateway: { replicas: 3 } } },
      { instancePath: '/services/gateway', keyword: 'additionalProperties' },
    ],
    [
      'an unknown service',
      { services: { payments: { enabled: true } } },
      { instancePath: '/services', keyword: 'additionalProperties' },
    ],
    ['an unknown top-level key', { replicaCount: 2 }, { instancePath: '', keyword: 'additionalProperties' }],
    [
      'a boolean as a string',
      { networkPolicy: { enabled: 'yes' } },
      { instancePath: '/networkPolicy/enabled', keyword: 'type' },
    ],
    [
      'an unknown pull policy',
      { image: { pullPolicy: 'Sometimes' } },
      { instancePath: '/image/pullPolicy', keyword: 'enum' },
    ],
    [
      'a malformed memory quantity',
      { services: { billing: { resources: { limits: { memory: 'lots' } } } } },
      { instancePath: '/services/billing/resources/limits/memory', keyword: 'pattern' },
    ],
    [
      'a probe without its path',
      { services: { gateway: { probes: { liveness: { path: null } } } } },
      { instancePath: '/services/gateway/probes/liveness', keyword: 'required' },
    ],
    [
      'an HTTP path on a gRPC probe',
      { services: { billing: { probes: { readiness: { path: '/healthz' } } } } },
      { instancePath: '/services/billing/probes/readiness', keyword: 'additionalProperties' },
    ],
    [
      'a port out of range',
      { services: { studio: { port: 70000 } } },
      { instancePath: '/services/studio/port', keyword: 'maximum' },
    ],
    [
      'both PDB bounds',
      { services: { billing: { podDisruptionBudget: { minAvailable: 1 } } } },
      { instancePath: '/services/billing/podDisruptionBudget', keyword: 'not' },
    ],
    [
      'a secret name that is not a DNS name',
      { secrets: { jwt: { existingSecret: 'My_Secret' } } },
      { instancePath: '/secrets/jwt/existingSecret', keyword: 'pattern' },
    ],
    [
      'a lower-case environment variable name',
      { config: { extraEnv: { 'not-valid': 'x' } } },
      { instancePath: '/config/extraEnv', keyword: 'propertyNames' },
    ],
    [
      'a KEDA trigger without consumers',
      { services: { mediaWorker: { keda: { consumers: [] } } } },
      { instancePath: '/services/mediaWorker/keda/consumers', keyword: 'minItems' },
    ],
    [
      'a plain secret under secrets',
      { secrets: { jwt: { value: 'hunter2' } } },
      { instancePath: '/secrets/jwt', keyword: 'additionalProperties' },
    ],
    [
      'a plain storage key secret',
      { secrets: { storageKey: { value: 'hunter2' } } },
      { instancePath: '/secrets/storageKey', keyword: 'additionalProperties' },
    ],
    [
      'a bundled chart without its flag',
      { nats: { enabled: null } },
      { instancePath: '/nats', keyword: 'required' },
    ],
  ];

  it.each(broken)('rejects %s', (_label, override, expected) => {
    const errors = errorsFor(withOverride(override));
    expect(errors.map(({ instancePath, keyword }) => ({ instancePath, keyword }))).toContainEqual(expected);
  });

  it('keeps objects closed: every object schema with properties forbids unknown keys or says why not', () => {
    const open: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${where}/${index}`));
      if (!isTree(node)) return;
      if (node.type === 'object' && isTree(node.properties) && node.additionalProperties !== false) {
        if (typeof node.description !== 'string') open.push(where);
      }
      for (const [key, child] of Object.entries(node)) walk(child, `${where}/${key}`);
    };
    walk(schema, '#');
    expect(open).toEqual([]);
  });
});

const templateDir = path.join(chartDir, 'templates');
const templateFiles = readdirSync(templateDir).filter((file) => /\.(ya?ml|tpl|txt)$/.test(file));
const reports = new Map(
  templateFiles.map((file) => [file, checkGoTemplate(readFileSync(path.join(templateDir, file), 'utf8'))]),
);

describe('chart templates', () => {
  it('has the expected templates', () => {
    expect(templateFiles).toEqual(
      expect.arrayContaining([
        '_helpers.tpl',
        'deployment.yaml',
        'service.yaml',
        'serviceaccount.yaml',
        'poddisruptionbudget.yaml',
        'horizontalpodautoscaler.yaml',
        'scaledobject.yaml',
        'migration-job.yaml',
        'ingress.yaml',
        'networkpolicy.yaml',
        'configmap.yaml',
      ]),
    );
  });

  it.each(templateFiles)('%s has balanced Go-template actions', (file) => {
    const report = reports.get(file);
    expect(report?.errors).toEqual([]);
    expect(report?.actions.length).toBeGreaterThan(0);
  });

  it('includes only templates that are defined, and defines each name once', () => {
    const defined = [...reports.values()].flatMap((report) => report.defines);
    expect(new Set(defined).size).toBe(defined.length);
    const missing = [...reports.entries()].flatMap(([file, report]) =>
      report.references
        .filter((name) => !defined.includes(name) && !name.startsWith('media-platform/templates/'))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('reads only .Values paths that values.yaml defines', () => {
    const unknown = [...reports.entries()].flatMap(([file, report]) =>
      report.valuesPaths
        .filter((keys) => at(values, keys) === undefined)
        .map((keys) => `${file}: .Values.${keys.join('.')}`),
    );
    expect(unknown).toEqual([]);
  });

  it('gives the storage key secret to every process that gets S3 credentials, or fails the render', () => {
    const helpers = read('templates/_helpers.tpl');
    expect(helpers).toContain(
      '{{- include "media-platform.s3Env" . }}\n{{- include "media-platform.storageKeyEnv" . }}',
    );
    const storageKeyEnv = helpers.slice(helpers.indexOf('{{- define "media-platform.storageKeyEnv" -}}'));
    expect(storageKeyEnv).toMatch(/secrets\.storageKey\.existingSecret[^]*devSecretName[^]*fail/);
    expect(read('templates/dev-defaults-secret.yaml')).toContain('STORAGE_KEY_SECRET: {{ $dev.storageKeySecret | quote }}');
    expect(helpers).toContain('secrets.devDefaults.storageKeySecret must be at least 32 characters');
  });

  it('runs as development exactly when the published dev-default secrets are in use (production refuses them)', () => {
    const helpers = read('templates/_helpers.tpl');
    const nodeEnv = helpers.slice(helpers.indexOf('{{- define "media-platform.nodeEnv" -}}'));
    expect(nodeEnv).toMatch(/^\{\{- define "media-platform.nodeEnv" -\}\}\n\{\{- if \.Values\.secrets\.devDefaults\.enabled \}\}development\{\{ else \}\}production\{\{ end \}\}/);
    expect(read('templates/configmap.yaml')).toContain('NODE_ENV: {{ include "media-platform.nodeEnv" . }}');
    expect(read('templates/migration-job.yaml')).toMatch(/name: NODE_ENV\n\s+value: \{\{ include "media-platform.nodeEnv" \$ \| quote \}\}/);
    const values = parseYaml(read('values.yaml')) as { secrets: { devDefaults: { enabled: boolean; jwtSecret: string; storageKeySecret: string } } };
    expect(values.secrets.devDefaults.enabled).toBe(false);
    expect(values.secrets.devDefaults.jwtSecret.startsWith(DEV_SECRET_PREFIX)).toBe(true);
    expect(values.secrets.devDefaults.storageKeySecret.startsWith(DEV_SECRET_PREFIX)).toBe(true);
  });

  it('declares each optional dependency behind an <name>.enabled condition that is off by default', () => {
    const chart = parseYaml(read('Chart.yaml')) as { dependencies: { name: string; condition: string }[] };
    expect(chart.dependencies.map((dependency) => dependency.name).sort()).toEqual([
      'minio',
      'nats',
      'postgresql',
    ]);
    for (const dependency of chart.dependencies) {
      expect(dependency.condition).toBe(`${dependency.name}.enabled`);
      expect(at(values, [dependency.name, 'enabled'])).toBe(false);
    }
  });
});

describe('the template checker', () => {
  it.each([
    ['an unclosed action', '{{ if .x }}a{{ end', 'never closed'],
    ['a missing end', '{{ if .x }}a', 'never closed with end'],
    ['an extra end', '{{ if .x }}a{{ end }}{{ end }}', 'end without an open block'],
    ['a stray else', 'a{{ else }}b', 'else outside'],
    ['two final elses', '{{ if .a }}1{{ else }}2{{ else }}3{{ end }}', 'after the final else'],
    ['unbalanced parentheses', '{{ include "x" (dict "a" (list 1) }}', 'unclosed "("'],
    ['an unterminated string', '{{ printf "%s }}', 'string literal'],
    ['a stray closing delimiter', 'a }} b', 'without an opening'],
    ['a nested define', '{{ define "a" }}{{ define "b" }}{{ end }}{{ end }}', 'define inside define'],
    ['break outside range', '{{ if .a }}{{ break }}{{ end }}', 'break outside range'],
  ])('reports %s', (_label, source, message) => {
    expect(checkGoTemplate(source).errors.join('\n')).toContain(message);
  });

  it('accepts else-if chains, comments, strings holding delimiters and trim markers', () => {
    const source = [
      '{{- /* a comment with }} inside */ -}}',
      '{{- if eq .a "{{" }}x{{- else if .b }}y{{ else }}z{{ end -}}',
      '{{ range $k, $v := .Values.services }}{{ if $v.enabled }}{{ continue }}{{ end }}{{ end }}',
      '{{ define "n" }}{{ include "m" (dict "root" $) }}{{ end }}',
    ].join('\n');
    const report = checkGoTemplate(source);
    expect(report.errors).toEqual([]);
    expect(report.defines).toEqual(['n']);
    expect(report.references).toEqual(['m']);
    expect(report.valuesPaths).toEqual([['services']]);
  });
});

interface ServiceValues {
  enabled: boolean;
  probes: Record<'startup' | 'liveness' | 'readiness', Tree>;
  resources: { requests: Tree; limits: Tree };
  securityContext: { pod?: Tree; container?: Tree };
  tmpSizeLimit: string;
}

const services = values.services as Record<string, ServiceValues>;
const grpcServices = ['billing', 'studio', 'sharing', 'realEstate', 'enhancement'];

describe('every service in values.yaml', () => {
  it('covers the whole platform, with the shipped services on by default', () => {
    expect(Object.keys(services).sort()).toEqual([...grpcServices, 'gateway', 'mediaWorker'].sort());
    const enabled = Object.entries(services)
      .filter(([, service]) => service.enabled)
      .map(([key]) => key);
    expect(enabled.sort()).toEqual(['billing', 'enhancement', 'gateway', 'mediaWorker', 'sharing', 'studio']);
  });

  it.each(Object.keys(services))('%s has startup, liveness and readiness probes', (key) => {
    const probes = services[key]?.probes;
    for (const which of ['startup', 'liveness', 'readiness'] as const) {
      const probe = probes?.[which];
      expect(probe?.periodSeconds, `${key}.${which}`).toBeGreaterThan(0);
      expect(probe?.failureThreshold, `${key}.${which}`).toBeGreaterThan(0);
      if (grpcServices.includes(key)) expect(probe).not.toHaveProperty('path');
      else expect(probe?.path, `${key}.${which}`).toMatch(/^\//);
    }
    if (key === 'gateway') {
      expect(probes?.liveness.path).toBe('/livez');
      expect(probes?.readiness.path).toBe('/healthz');
    }
  });

  it.each(Object.keys(services))('%s has resource requests and limits', (key) => {
    const resources = services[key]?.resources;
    expect(resources?.requests.cpu).toBeDefined();
    expect(resources?.requests.memory).toBeDefined();
    expect(resources?.limits.memory).toBeDefined();
    expect(resources?.limits.cpu).toBeDefined();
  });

  it.each(Object.keys(services))('%s runs non-root, read-only, without capabilities or escalation', (key) => {
    const global = values.securityContext as { pod: Tree; container: Tree };
    const own = services[key]?.securityContext ?? {};
    // As the chart does: each field a service sets replaces the global one.
    const pod: Tree = { ...global.pod, ...own.pod };
    const container: Tree = { ...global.container, ...own.container };
    expect(pod.runAsNonRoot).toBe(true);
    expect(at(pod, ['seccompProfile', 'type'])).toBe('RuntimeDefault');
    expect(container.runAsNonRoot).toBe(true);
    expect(container.readOnlyRootFilesystem).toBe(true);
    expect(container.allowPrivilegeEscalation).toBe(false);
    expect(container.privileged).toBe(false);
    expect(at(container, ['capabilities', 'drop'])).toContain('ALL');
    expect(at(container, ['seccompProfile', 'type'])).toBe('RuntimeDefault');
    expect(services[key]?.tmpSizeLimit).toMatch(/^[0-9]+(Mi|Gi)$/);
  });

  it('has its container wired to the hardening, probes and /tmp volume in the Deployment', () => {
    const deployment = readFileSync(path.join(templateDir, 'deployment.yaml'), 'utf8');
    for (const fragment of [
      'include "media-platform.podSecurityContext" $ctx',
      'include "media-platform.containerSecurityContext" $ctx',
      'include "media-platform.probes" $ctx',
      'toYaml $svc.resources',
      'mountPath: /tmp',
      'emptyDir:',
    ]) {
      expect(deployment).toContain(fragment);
    }
    const helpers = readFileSync(path.join(templateDir, '_helpers.tpl'), 'utf8');
    expect(helpers).toMatch(/grpc:\n\s+port:/);
    expect(helpers).toMatch(/httpGet:\n\s+path:/);
  });
});
