// The Grafana dashboard as a model Grafana can load, and every panel query parsed by Prometheus's
// own parser (Debian's promtool 2.42, which has no `promql` command: each query becomes a
// recording rule that `promtool check rules` parses). Grafana's variables are replaced with what
// Grafana would put there. The objectives show their remaining budget.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { OBJECTIVES } from '../../deploy/prometheus/objectives.ts';
import { repoRoot } from './helm-tool.ts';
import { promtool } from './promtool-support.ts';

interface Target {
  refId: string;
  expr: string;
  datasource?: { type: string; uid: string };
}
interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  datasource?: { type: string; uid: string };
  targets: Target[];
}
interface Dashboard {
  uid: string;
  title: string;
  schemaVersion: number;
  panels: Panel[];
  templating: { list: { name: string; type: string }[] };
}

const file = path.join(repoRoot, 'deploy/grafana/dashboards/media-platform.json');
const dashboard = JSON.parse(readFileSync(file, 'utf8')) as Dashboard;
const PANEL_TYPES = new Set(['timeseries', 'stat', 'bargauge', 'gauge', 'table', 'heatmap', 'text']);

/** A Grafana query as Prometheus receives it: variables replaced as Grafana does. */
const asSent = (expr: string) =>
  expr
    .replaceAll('$__rate_interval', '1m')
    .replaceAll('$__interval', '30s')
    .replaceAll('$__range', '1h')
    .replace(/\$\{?(\w+)\}?/g, '.*');

describe('the Grafana dashboard model', () => {
  it('has a uid, a title, a schema version and panels of known types inside a 24-column grid, none overlapping', () => {
    expect(dashboard.uid).toMatch(/^[a-zA-Z0-9_-]{1,40}$/);
    expect(dashboard.title.length).toBeGreaterThan(0);
    expect(Number.isInteger(dashboard.schemaVersion)).toBe(true);
    const taken = new Set<string>();
    for (const panel of dashboard.panels) {
      expect(PANEL_TYPES, panel.title).toContain(panel.type);
      const { x, y, w, h } = panel.gridPos;
      expect(x >= 0 && w > 0 && x + w <= 24 && y >= 0 && h > 0, panel.title).toBe(true);
      for (let row = y; row < y + h; row += 1)
        for (let column = x; column < x + w; column += 1) {
          const cell = `${column},${row}`;
          expect(taken.has(cell), `${panel.title} overlaps another panel at ${cell}`).toBe(false);
          taken.add(cell);
        }
    }
  });

  it('uses only the data source variable it declares, and unique query ids per panel', () => {
    const variables = new Set(dashboard.templating.list.map((variable) => variable.name));
    for (const panel of dashboard.panels) {
      for (const source of [panel.datasource, ...panel.targets.map((target) => target.datasource)]) {
        if (!source) continue;
        expect(source.type, panel.title).toBe('prometheus');
        expect(variables, panel.title).toContain(source.uid.replace(/^\$\{(\w+)\}$/, '$1'));
      }
      expect(new Set(panel.targets.map((target) => target.refId)).size, panel.title).toBe(
        panel.targets.length,
      );
    }
  });

  it('shows the remaining budget of every objective', () => {
    const budgets = dashboard.panels
      .flatMap((panel) => panel.targets.map((target) => target.expr))
      .filter((expr) => expr.startsWith('slo:error_budget:remaining_ratio'));
    for (const objective of OBJECTIVES)
      expect(budgets, objective.slo).toContain(`slo:error_budget:remaining_ratio{slo="${objective.slo}"}`);
  });

  it("has queries Prometheus's parser accepts, and the parser refuses a broken one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dashboard-promql-'));
    try {
      const queries = dashboard.panels.flatMap((panel) => panel.targets.map((target) => asSent(target.expr)));
      expect(queries.length).toBeGreaterThan(dashboard.panels.length);
      const rules = (exprs: string[]) =>
        stringify({
          groups: [
            {
              name: 'dashboard',
              rules: exprs.map((expr, index) => ({ record: `dashboard:query_${index}`, expr })),
            },
          ],
        });
      writeFileSync(path.join(dir, 'queries.yaml'), rules(queries));
      const checked = promtool(['check', 'rules', 'queries.yaml'], dir);
      expect(checked.status, checked.output).toBe(0);
      expect(checked.output).toContain(`SUCCESS: ${queries.length} rules found`);
      writeFileSync(path.join(dir, 'broken.yaml'), rules([`${queries[0]} by`]));
      expect(promtool(['check', 'rules', 'broken.yaml'], dir).status).not.toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
