/**
 * deploy/prometheus/ as an operator uses it, checked by Debian's promtool: the configuration (with a METRICS_TOKEN
 * file beside it, as the README says), both rule files, and `promtool test rules` over alert-rules.test.yml, which
 * must hold, for every alert, a case where it fires and one where it stays quiet. Every query of the rules names only
 * metrics the code exports or series the recording rules make.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { exportedSeriesNames } from '../../../helpers/exported-metrics.ts';
import { PROMETHEUS_DIR, deployedPrometheusFolder, promtool } from '../../../helpers/prometheus.ts';
import { metricNamesIn } from '../../../helpers/promql-metric-names.ts';

type Rule = { record?: string; alert?: string; expr: string };
type AlertTest = { alertname: string; exp_alerts?: unknown[] };

const rules = (file: string): Rule[] =>
  (parse(readFileSync(join(PROMETHEUS_DIR, file), 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap((group) => group.rules);
const recordingRules = rules('recording-rules.yml');
const alertRules = rules('alert-rules.yml');

describe('deploy/prometheus', () => {
  it('is a valid configuration once the metrics token is beside it', () => {
    const folder = deployedPrometheusFolder('a-metrics-token-for-the-check');
    try {
      const check = promtool(['check', 'config', 'prometheus.yml'], folder.dir);
      expect(check.output).toContain('is valid prometheus config file syntax');
      expect(check.code, check.output).toBe(0);
    } finally {
      folder.remove();
    }
  });

  it('has valid recording and alerting rules', () => {
    const check = promtool(['check', 'rules', 'recording-rules.yml', 'alert-rules.yml']);
    expect(check.code, check.output).toBe(0);
    expect(check.output).toContain(`SUCCESS: ${alertRules.length} rules found`);
  });

  it('passes its alert unit tests, with a firing and a quiet case for every alert', () => {
    const tests = (parse(readFileSync(join(PROMETHEUS_DIR, 'alert-rules.test.yml'), 'utf8')) as { tests: { alert_rule_test: AlertTest[] }[] }).tests;
    const cases = tests.flatMap((group) => group.alert_rule_test);
    for (const { alert } of alertRules) {
      const ofAlert = cases.filter((test) => test.alertname === alert);
      expect(ofAlert.some((test) => (test.exp_alerts ?? []).length > 0), `${alert} fires in a test`).toBe(true);
      expect(ofAlert.some((test) => (test.exp_alerts ?? []).length === 0), `${alert} stays quiet in a test`).toBe(true);
    }
    const run = promtool(['test', 'rules', 'alert-rules.test.yml']);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('SUCCESS');
  });

  it('queries only metrics the storefront and the backend export, or its own recorded series', async () => {
    const known = await exportedSeriesNames();
    for (const { record } of recordingRules) known.add(record!);
    for (const rule of [...recordingRules, ...alertRules]) {
      const names = metricNamesIn(rule.expr);
      expect(names.length, rule.expr).toBeGreaterThan(0);
      for (const name of names) expect(known.has(name), `${rule.record ?? rule.alert} reads ${name}, which nothing exports`).toBe(true);
    }
  });
});
