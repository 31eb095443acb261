/**
 * The metric names a PromQL expression reads (`sum by (job) (rate(storefront_http_requests_total{status=~"5.."}[5m]))`
 * reads `storefront_http_requests_total`), and every metric name the code exports: to check that the dashboard's and
 * the rules' queries name nothing that does not exist.
 */
import client from 'prom-client';

const KEYWORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless', 'offset', 'bool', 'inf', 'nan']);

export function metricNamesIn(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""') // strings
    .replace(/\{[^}]*\}/g, ' ') // label matchers
    .replace(/\[[^\]]*\]/g, ' ') // ranges
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ') // label lists
    .replace(/\$\w+/g, ' '); // Grafana variables
  const names = new Set<string>();
  for (const match of stripped.matchAll(/[A-Za-z_:][\w:]*(?=\s*(\()?)/g)) {
    const [name, call] = [match[0], match[1]];
    if (call || KEYWORDS.has(name.toLowerCase()) || /^\d/.test(name)) continue;
    names.add(name);
  }
  return [...names];
}

/** Every series name the default registry exposes: histograms' `_bucket`, `_sum` and `_count`, summaries' too. */
export async function registeredSeriesNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const metric of await client.register.getMetricsAsJSON()) {
    names.add(metric.name);
    if (metric.type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
    if (metric.type === 'summary') for (const suffix of ['_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}
