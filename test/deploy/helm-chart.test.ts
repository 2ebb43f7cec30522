// What helm itself does not check about the chart's sources: that values.schema.json stays
// closed (helm enforces it, see helm-render.test.ts), that templates read only values that exist
// (helm renders a missing one as empty), the published dev defaults, and the optional
// dependencies' conditions. Everything that needs a render is in helm-render.test.ts and
// rendered-manifest.test.ts.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEV_SECRET_PREFIX } from '@platform/config';
import { JOB_KINDS } from '@platform/jobs';
import { chartDir } from './helm-tool.ts';
import { at, isTree, type Tree } from './manifest-query.ts';

const read = (relative: string) => readFileSync(path.join(chartDir, relative), 'utf8');
const values = parseYaml(read('values.yaml')) as Tree;
const schema = JSON.parse(read('values.schema.json')) as Tree;

describe('values.schema.json', () => {
  it('declares draft-07', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
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

describe('chart sources', () => {
  it('templates read only .Values paths that values.yaml defines', () => {
    const templates = readdirSync(path.join(chartDir, 'templates'));
    const unknown = templates.flatMap((file) =>
      [...read(`templates/${file}`).matchAll(/\.Values((?:\.[A-Za-z_][A-Za-z0-9_]*)+)/g)]
        .map((match) => (match[1] as string).slice(1).split('.'))
        .filter((keys) => at(values, ...keys) === undefined)
        .map((keys) => `${file}: .Values.${keys.join('.')}`),
    );
    expect(templates.length).toBeGreaterThan(5);
    expect(unknown).toEqual([]);
  });

  it('ships the dev-default secrets off, marked with the prefix that production refuses', () => {
    const devDefaults = at(values, 'secrets', 'devDefaults') as {
      enabled: boolean;
      jwtSecret: string;
      storageKeySecret: string;
    };
    expect(devDefaults.enabled).toBe(false);
    expect(devDefaults.jwtSecret.startsWith(DEV_SECRET_PREFIX)).toBe(true);
    expect(devDefaults.storageKeySecret.startsWith(DEV_SECRET_PREFIX)).toBe(true);
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
      expect(at(values, dependency.name, 'enabled')).toBe(false);
    }
  });
});

describe('worker autoscaling', () => {
  it('watches the durable consumer of every job kind the worker takes', () => {
    const consumers = at(values, 'services', 'mediaWorker', 'keda', 'consumers') as { name: string }[];
    expect(consumers.map((consumer) => consumer.name).sort()).toEqual(
      JOB_KINDS.map((kind) => `media-worker-${kind}`).sort(),
    );
  });
});
