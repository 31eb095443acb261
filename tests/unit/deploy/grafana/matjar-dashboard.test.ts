/**
 * deploy/grafana/matjar-dashboard.json: one row each for shoppers' vitals, the caches, commerce, checkout and
 * payment, and errors; every panel a placed, titled panel on the Prometheus data source with at least one query; and
 * every query naming only metrics the code exports or series the recording rules (deploy/prometheus/) make.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { exportedSeriesNames } from '../../../helpers/exported-metrics.ts';
import { metricNamesIn } from '../../../helpers/promql-metric-names.ts';

type Panel = {
  type: string;
  title: string;
  id: number;
  gridPos: { h: number; w: number; x: number; y: number };
  datasource?: { type: string; uid: string };
  targets?: { refId: string; expr: string }[];
};

const dashboard = JSON.parse(readFileSync('deploy/grafana/matjar-dashboard.json', 'utf8')) as { title: string; uid: string; panels: Panel[]; templating: { list: { name: string; type: string }[] } };
const rows = dashboard.panels.filter((panel) => panel.type === 'row');
const panels = dashboard.panels.filter((panel) => panel.type !== 'row');

describe('the Grafana dashboard', () => {
  it('has one row each for vitals, caches, commerce, checkout and payment, and errors', () => {
    expect(rows.map((row) => row.title)).toEqual([
      expect.stringMatching(/^Shoppers' vitals/),
      'Caches',
      'Commerce',
      'Checkout and payment',
      'Errors',
    ]);
  });

  it('has valid panels: unique ids, placed on the 24-column grid, titled, querying Prometheus', () => {
    expect(dashboard.uid).toMatch(/^[\w-]{1,40}$/);
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
    expect(dashboard.templating.list).toContainEqual(expect.objectContaining({ name: 'datasource', type: 'datasource' }));
    for (const panel of panels) {
      expect(['timeseries', 'stat', 'gauge', 'table', 'bargauge'], panel.title).toContain(panel.type);
      expect(panel.title.length, String(panel.id)).toBeGreaterThan(0);
      const { x, y, w, h } = panel.gridPos;
      expect(x >= 0 && w > 0 && x + w <= 24 && y >= 0 && h > 0, `${panel.title} is on the grid`).toBe(true);
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      expect(new Set(panel.targets!.map((target) => target.refId)).size, panel.title).toBe(panel.targets!.length);
    }
    // Each row's panels sit below it and above the next row.
    const sorted = [...dashboard.panels].sort((a, b) => a.gridPos.y - b.gridPos.y || a.gridPos.x - b.gridPos.x);
    expect(sorted[0]?.type).toBe('row');
  });

  it('queries only metrics the storefront and the backend export, or series the recording rules make', async () => {
    const known = await exportedSeriesNames();
    const recording = parse(readFileSync('deploy/prometheus/recording-rules.yml', 'utf8')) as { groups: { rules: { record: string }[] }[] };
    for (const rule of recording.groups.flatMap((group) => group.rules)) known.add(rule.record);
    for (const panel of panels) {
      for (const { expr } of panel.targets!) {
        const names = metricNamesIn(expr);
        expect(names.length, expr).toBeGreaterThan(0);
        for (const name of names) expect(known.has(name), `"${panel.title}" reads ${name}, which nothing exports`).toBe(true);
      }
    }
  });
});
