// The chart as the platform team meets it: the real helm lints and renders it for every example
// install in ci/ and for its defaults, at the chart's floor Kubernetes version and the newest one
// helm knows, and every rendered object must satisfy Kubernetes' own schemas.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chartDir,
  copyChart,
  enabledDependencies,
  floorKubeVersion,
  helmSkipReason,
  lint,
  newestKubeVersion,
  render,
  template,
  type ChartCopy,
  type KubeObject,
} from './helm-tool.ts';
import { validateKubeObject } from './kube-schema.ts';

type Tree = Record<string, unknown>;
const ciFiles = readdirSync(path.join(chartDir, 'ci')).filter((file) => file.endsWith('.yaml'));

/** What setting the dependency list aside means for one install, for the test's name. */
function dependencyNote(file?: string): string {
  const enabled = enabledDependencies(file);
  return enabled.length === 0
    ? 'dependency list set aside, every dependency disabled'
    : `dependency list set aside: bundled ${enabled.join(', ')} enabled but not rendered (no registry here)`;
}

describe.skipIf(helmSkipReason !== undefined)(
  helmSkipReason ? `Helm chart tests skipped: ${helmSkipReason}` : 'the chart checked by the real helm',
  () => {
    const chart: ChartCopy = copyChart();
    afterAll(() => chart.remove());
    // Collecting skipped tests still runs this body: ask helm only where there is one.
    const kubeVersions = helmSkipReason ? [floorKubeVersion()] : [floorKubeVersion(), newestKubeVersion()];
    const ciPath = (file: string) => path.join(chart.dir, 'ci', file);

    it('renders at the chart floor and at the newest Kubernetes minor helm knows', () => {
      expect(kubeVersions[0]).toBe('1.27.0');
      expect(Number(kubeVersions[1]?.split('.')[1])).toBeGreaterThan(27);
    });

    describe.each(kubeVersions)('Kubernetes %s', (kubeVersion) => {
      it(`helm lint --strict passes with the chart's defaults (${dependencyNote()})`, () => {
        const result = lint(chart.dir, { kubeVersion });
        expect(result.stdout + result.stderr).toContain('1 chart(s) linted, 0 chart(s) failed');
        expect(result.status).toBe(0);
      });

      it(`helm template with the chart's defaults fails with the chart's message naming what to set (${dependencyNote()})`, () => {
        const result = template(chart.dir, { kubeVersion });
        expect(result.status).not.toBe(0);
        expect(result.stderr).toMatch(
          /execution error at \(media-platform\/templates\/[a-z-]+\.yaml:\d+:\d+\): [^\n]+: set [a-z]+(\.[A-Za-z]+)+/,
        );
      });

      it.each(ciFiles.map((file) => [file, dependencyNote(file)]))(
        'helm lint --strict passes with ci/%s (%s)',
        (file) => {
          const result = lint(chart.dir, { kubeVersion, valuesFiles: [ciPath(file)] });
          expect(result.stdout + result.stderr).toContain('1 chart(s) linted, 0 chart(s) failed');
          expect(result.status).toBe(0);
        },
      );

      it.each(ciFiles.map((file) => [file, dependencyNote(file)]))(
        'helm template of ci/%s gives objects that Kubernetes schemas accept (%s)',
        (file) => {
          const objects = render(chart.dir, { kubeVersion, valuesFiles: [ciPath(file)] });
          expect(objects.map((object) => object.kind)).toContain('Deployment');
          const problems = objects.flatMap((object) => {
            try {
              validateKubeObject(object);
              return [];
            } catch (error) {
              return [(error as Error).message];
            }
          });
          expect(problems).toEqual([]);
        },
      );
    });

    /** A chart copy with one template edited; the edit must apply, or the test proves nothing. */
    function brokenChart(file: string, from: string, to: string): ChartCopy {
      return copyChart((dir) => {
        const templatePath = path.join(dir, 'templates', file);
        const source = readFileSync(templatePath, 'utf8');
        expect(source).toContain(from);
        writeFileSync(templatePath, source.replace(from, to));
      });
    }

    it('fails helm lint and helm template when a template is syntactically broken', () => {
      const broken = brokenChart('service.yaml', '{{- end }}', '{{- end ');
      try {
        const options = { kubeVersion: kubeVersions[0] ?? '', valuesFiles: [ciPath('external-values.yaml')] };
        const linted = lint(broken.dir, options);
        expect(linted.status).not.toBe(0);
        expect(linted.stdout + linted.stderr).toContain('templates/service.yaml');
        const rendered = template(broken.dir, options);
        expect(rendered.status).not.toBe(0);
        expect(rendered.stderr).toContain('service.yaml');
      } finally {
        broken.remove();
      }
    });

    it('fails the Kubernetes schema check when a template renders a field of the wrong type', () => {
      const broken = brokenChart(
        'deployment.yaml',
        'replicas: {{ int $svc.replicaCount }}',
        'replicas: {{ $svc.replicaCount | quote }}',
      );
      try {
        const objects = render(broken.dir, {
          kubeVersion: kubeVersions[0] ?? '',
          valuesFiles: [ciPath('dev-values.yaml')],
        });
        const deployment = objects.find((object) => object.kind === 'Deployment');
        expect(deployment).toBeDefined();
        expect(() => validateKubeObject(deployment as KubeObject)).toThrow(/spec\/replicas must be integer/);
      } finally {
        broken.remove();
      }
    });

    // values.schema.json is enforced by helm itself; each of these must stop the install.
    const broken: [string, Tree, string][] = [
      [
        'a string replica count',
        { services: { gateway: { replicaCount: 'two' } } },
        "at '/services/gateway/replicaCount': got string, want integer",
      ],
      [
        'an unknown service key',
        { services: { gateway: { replicas: 3 } } },
        "at '/services/gateway': additional properties 'replicas' not allowed",
      ],
      [
        'an unknown service',
        { services: { payments: { enabled: true } } },
        "at '/services': additional properties 'payments' not allowed",
      ],
      ['an unknown top-level key', { replicaCount: 2 }, "additional properties 'replicaCount' not allowed"],
      [
        'a boolean as a string',
        { networkPolicy: { enabled: 'yes' } },
        "at '/networkPolicy/enabled': got string, want boolean",
      ],
      ['an unknown pull policy', { image: { pullPolicy: 'Sometimes' } }, "at '/image/pullPolicy'"],
      [
        'a malformed memory quantity',
        { services: { billing: { resources: { limits: { memory: 'lots' } } } } },
        "at '/services/billing/resources/limits/memory'",
      ],
      [
        'a probe without its path',
        { services: { gateway: { probes: { liveness: { path: null } } } } },
        "at '/services/gateway/probes/liveness': missing property 'path'",
      ],
      [
        'an HTTP path on a gRPC probe',
        { services: { billing: { probes: { readiness: { path: '/healthz' } } } } },
        "at '/services/billing/probes/readiness': additional properties 'path' not allowed",
      ],
      [
        'a CORS origin with a path',
        { services: { gateway: { corsAllowedOrigins: ['https://app.example.com/app'] } } },
        "at '/services/gateway/corsAllowedOrigins/0'",
      ],
      [
        'a wildcard CORS origin',
        { services: { gateway: { corsAllowedOrigins: ['*'] } } },
        "at '/services/gateway/corsAllowedOrigins/0'",
      ],
      ['a port out of range', { services: { studio: { port: 70000 } } }, "at '/services/studio/port'"],
      [
        'both PDB bounds',
        { services: { billing: { podDisruptionBudget: { minAvailable: 1 } } } },
        "at '/services/billing/podDisruptionBudget'",
      ],
      [
        'a secret name that is not a DNS name',
        { secrets: { jwt: { existingSecret: 'My_Secret' } } },
        "at '/secrets/jwt/existingSecret'",
      ],
      [
        'a lower-case environment variable name',
        { config: { extraEnv: { 'not-valid': 'x' } } },
        "invalid propertyName 'not-valid'",
      ],
      [
        'a KEDA trigger without consumers',
        { services: { mediaWorker: { keda: { consumers: [] } } } },
        "at '/services/mediaWorker/keda/consumers'",
      ],
      [
        'a plain secret under secrets',
        { secrets: { jwt: { value: 'hunter2' } } },
        "at '/secrets/jwt': additional properties 'value' not allowed",
      ],
      [
        'a plain storage key secret',
        { secrets: { storageKey: { value: 'hunter2' } } },
        "at '/secrets/storageKey': additional properties 'value' not allowed",
      ],
      [
        'a bundled chart without its flag',
        { nats: { enabled: null } },
        "at '/nats': missing property 'enabled'",
      ],
    ];

    it.each(broken)('helm template refuses ci/external-values.yaml with %s', (label, override, message) => {
      // JSON is YAML without YAML 1.1's surprises (helm reads an unquoted yes as true).
      const file = path.join(chart.dir, `override-${label.replaceAll(' ', '-')}.yaml`);
      writeFileSync(file, JSON.stringify(override));
      const result = template(chart.dir, {
        kubeVersion: kubeVersions[0] ?? '',
        valuesFiles: [ciPath('external-values.yaml'), file],
      });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain("values don't meet the specifications of the schema");
      expect(result.stderr).toContain(message);
    });
  },
);
