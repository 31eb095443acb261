/**
 * Debian's Prometheus (`apt-get install prometheus`: `prometheus` and `promtool`) for the tests of deploy/prometheus/:
 * `promtool` runs, and a real `prometheus` started on a free port with the shipped configuration, its targets and
 * intervals changed for a test. A missing binary fails the test with what to install (.ci/run installs it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { freePort } from '../../scripts/lib/ports.ts';
import { waitForHttp } from '../../scripts/lib/processes.ts';

export const PROMETHEUS_DIR = resolve('deploy/prometheus');

/** The path of `prometheus` or `promtool` (PROMETHEUS_BIN_DIR, else /usr/bin); throws saying how to install it. */
export function prometheusBinary(name: 'prometheus' | 'promtool'): string {
  const path = join(process.env.PROMETHEUS_BIN_DIR ?? '/usr/bin', name);
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: these tests run Debian's Prometheus (apt-get install -y prometheus; .ci/run installs it), or set PROMETHEUS_BIN_DIR`);
  }
  return path;
}

/** Runs promtool in `cwd` (rule files are named relative to it); its exit code and everything it printed. */
export function promtool(args: string[], cwd: string = PROMETHEUS_DIR): { code: number; output: string } {
  const result = spawnSync(prometheusBinary('promtool'), args, { cwd, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}

/** A copy of deploy/prometheus/ in a temporary folder, with `metrics-token` holding `token` as an operator writes it. */
export function deployedPrometheusFolder(token: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'matjar-prometheus-'));
  cpSync(PROMETHEUS_DIR, dir, { recursive: true });
  writeFileSync(join(dir, 'metrics-token'), token);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

type ScrapeConfig = { job_name: string; scrape_interval?: string; static_configs: { targets: string[] }[] };

export type RunningPrometheus = {
  url: string;
  /** An instant query through the HTTP API: the result vector's samples (labels and value). */
  query(expr: string): Promise<{ metric: Record<string, string>; value: number }[]>;
  close(): Promise<void>;
};

/**
 * Starts `prometheus` with the shipped configuration, each job scraping `targets[job]` (`host:port`) every
 * `interval`, with rules evaluated as often, reading METRICS_TOKEN `token`.
 */
export async function startPrometheus(targets: Record<string, string[]>, token: string, interval = '1s'): Promise<RunningPrometheus> {
  const folder = deployedPrometheusFolder(token);
  const configFile = join(folder.dir, 'prometheus.yml');
  const config = parse(readFileSync(configFile, 'utf8')) as { global: Record<string, string>; scrape_configs: ScrapeConfig[] };
  config.global = { ...config.global, scrape_interval: interval, evaluation_interval: interval };
  for (const job of config.scrape_configs) job.static_configs = [{ targets: targets[job.job_name] ?? [] }];
  writeFileSync(configFile, stringify(config));

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(
    prometheusBinary('prometheus'),
    [`--config.file=${configFile}`, `--storage.tsdb.path=${join(folder.dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  server.stderr.on('data', (chunk: Buffer) => (log = `${log}${chunk.toString()}`.slice(-4000)));
  const close = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    folder.remove();
  };
  try {
    await waitForHttp(`${url}/-/ready`, 30_000);
  } catch (error) {
    await close();
    throw new Error(`prometheus did not start: ${(error as Error).message}\n${log}`, { cause: error });
  }
  const query = async (expr: string) => {
    const answer = await fetch(`${url}/api/v1/query?${new URLSearchParams({ query: expr })}`);
    const body = (await answer.json()) as { status: string; error?: string; data: { result: { metric: Record<string, string>; value: [number, string] }[] } };
    if (body.status !== 'success') throw new Error(`${expr}: ${body.error}`);
    return body.data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
  };
  return { url, query, close };
}
