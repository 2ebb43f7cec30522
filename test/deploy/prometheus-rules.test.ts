// The chart's alert and objective rules under Debian's promtool (2.42, the version the bootstrap
// installs): the file the chart renders parses and lints, every unit test file of
// test/deploy/promtool passes against it, every alert has a case where it fires and one where it
// stays silent, and a rule made wrong on purpose fails those tests. The objectives' rule file is
// generated (scripts/gen-slo-rules.ts) and must be up to date.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sloRules } from '../../scripts/gen-slo-rules.ts';
import { helmSkipReason, repoRoot } from './helm-tool.ts';
import { promtool, readUnitTests, ruleWorkspace, unitTestFiles } from './promtool-support.ts';

it('helm/media-platform/files/slo-rules.yaml is what scripts/gen-slo-rules.ts writes from the objectives', () => {
  expect(readFileSync(path.join(repoRoot, 'helm/media-platform/files/slo-rules.yaml'), 'utf8')).toBe(
    sloRules(),
  );
});

describe.skipIf(helmSkipReason !== undefined)(
  helmSkipReason
    ? `promtool rule tests skipped: ${helmSkipReason}`
    : 'the rules the chart renders, under promtool',
  () => {
    const workspace = ruleWorkspace();
    afterAll(() => workspace.remove());
    const alerts = workspace.groups
      .flatMap((group) => group.rules)
      .flatMap((rule) => (rule.alert ? [rule.alert] : []));

    it('parse and pass promtool check rules (no duplicate series, valid PromQL and templates)', () => {
      const result = promtool(['check', 'rules', 'rules.yaml'], workspace.dir);
      expect(result.output).toContain('SUCCESS');
      expect(result.status, result.output).toBe(0);
    });

    it.each(unitTestFiles())('pass the unit tests of %s', { timeout: 120_000 }, (file) => {
      const result = promtool(['test', 'rules', file], workspace.dir);
      expect(result.status, result.output).toBe(0);
    });

    it('every alert has a case that fires it and one that leaves it silent', () => {
      const checks = unitTestFiles().flatMap((file) =>
        readUnitTests(file).tests.flatMap((test) => test.alert_rule_test ?? []),
      );
      expect(alerts.length).toBe(6 + 2 * 6);
      const problems: string[] = [];
      for (const alert of alerts) {
        const mine = checks.filter((check) => check.alertname === alert);
        if (!mine.some((check) => (check.exp_alerts ?? []).length > 0))
          problems.push(`${alert}: never fires`);
        if (!mine.some((check) => (check.exp_alerts ?? []).length === 0))
          problems.push(`${alert}: never shown silent`);
      }
      expect(problems).toEqual([]);
    });

    it(
      'fail when a rule is wrong: a burn threshold 100 times too high, a cause threshold from other values',
      { timeout: 120_000 },
      () => {
        const broken = ruleWorkspace(['metrics.prometheusRule.thresholds.outboxBacklogSeconds=600']);
        try {
          const causes = promtool(['test', 'rules', 'cause-alerts.yaml'], broken.dir);
          expect(causes.status).not.toBe(0);
          expect(causes.output).toContain('MediaPlatformOutboxBacklog');
          const rules = path.join(broken.dir, 'rules.yaml');
          writeFileSync(
            rules,
            readFileSync(rules, 'utf8')
              .replaceAll('(14.4 * 0.001)', '(14.4 * 0.1)')
              .replaceAll('(6 * 0.001)', '(6 * 0.1)'),
          );
          const api = promtool(['test', 'rules', 'api-objectives.yaml'], broken.dir);
          expect(api.status).not.toBe(0);
          expect(api.output).toContain('MediaPlatformApiAvailabilityBudgetBurn');
        } finally {
          broken.remove();
        }
      },
    );
  },
);
