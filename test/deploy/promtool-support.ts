// Runs Debian's promtool on the chart's rules: the rule file rendered by helm
// (deploy/local/prometheus-rules.ts) beside the unit test files of test/deploy/promtool, whose
// expected alerts get their annotations filled in from the rules (a summary with the alert's own
// labels put in), so a test file states only what fires and with which labels.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { writeRuleFile, type RuleGroup } from '../../deploy/local/prometheus-rules.ts';
import { repoRoot } from './helm-tool.ts';

export const promtoolDir = path.join(repoRoot, 'test/deploy/promtool');

export interface ExpectedAlert {
  exp_labels?: Record<string, string>;
  exp_annotations?: Record<string, string>;
}
export interface AlertTest {
  eval_time: string;
  alertname: string;
  exp_alerts?: ExpectedAlert[];
}
export interface UnitTestFile {
  rule_files: string[];
  tests: { name: string; alert_rule_test?: AlertTest[] }[];
}

export const unitTestFiles = (): string[] =>
  readdirSync(promtoolDir)
    .filter((file) => file.endsWith('.yaml'))
    .sort();
export const readUnitTests = (file: string): UnitTestFile =>
  parse(readFileSync(path.join(promtoolDir, file), 'utf8')) as UnitTestFile;

export function promtool(args: string[], cwd: string): { status: number; output: string } {
  const result = spawnSync('promtool', args, { cwd, encoding: 'utf8' });
  if (result.error)
    throw new Error(
      `promtool did not run (Debian's prometheus package; scripts/bootstrap.sh installs it): ${result.error.message}`,
    );
  return { status: result.status ?? -1, output: `${result.stdout}${result.stderr}` };
}

/** Prometheus's `{{ $labels.x }}` with the alert's labels, as the rule's annotation would read. */
const expand = (template: string, labels: Record<string, string>) =>
  template.replace(/\{\{\s*\$labels\.(\w+)\s*\}\}/g, (_all, name: string) => labels[name] ?? '');

export function withAnnotations(tests: UnitTestFile, groups: RuleGroup[]): UnitTestFile {
  const rules = new Map(
    groups
      .flatMap((group) => group.rules)
      .flatMap((rule) => (rule.alert ? [[rule.alert, rule] as const] : [])),
  );
  const copy = structuredClone(tests);
  for (const test of copy.tests)
    for (const check of test.alert_rule_test ?? []) {
      const rule = rules.get(check.alertname);
      if (!rule) throw new Error(`${test.name}: no rule alerts as ${check.alertname}`);
      for (const alert of check.exp_alerts ?? [])
        alert.exp_annotations ??= Object.fromEntries(
          Object.entries(rule.annotations ?? {}).map(([key, value]) => [
            key,
            expand(value, alert.exp_labels ?? {}),
          ]),
        );
    }
  return copy;
}

export interface RuleWorkspace {
  dir: string;
  groups: RuleGroup[];
  remove(): void;
}

/** A folder with rules.yaml (the chart's rules) and every unit test file ready for promtool. */
export function ruleWorkspace(set: string[] = []): RuleWorkspace {
  const dir = mkdtempSync(path.join(tmpdir(), 'promtool-'));
  const groups = writeRuleFile(repoRoot, path.join(dir, 'rules.yaml'), set);
  for (const file of unitTestFiles())
    writeFileSync(
      path.join(dir, file),
      stringify(withAnnotations(readUnitTests(file), groups), { lineWidth: 0 }),
    );
  return { dir, groups, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const copyInto = (from: string, dir: string) =>
  copyFileSync(from, path.join(dir, path.basename(from)));
