/**
 * The storefront's structured log: one JSON object per line on stdout (pino), with an ISO time and the level as a
 * word, so a log collector can index every field. `LOG_LEVEL` chooses how much (`info` by default; `silent` under
 * the test runner unless set). One logger per process, shared through a global: the server script and the Astro
 * bundle each carry a copy of this module.
 */
import { pino, stdTimeFunctions, type Level, type Logger } from 'pino';

const LEVELS = new Set<string>(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export function logLevel(env: NodeJS.ProcessEnv = process.env): Level | 'silent' {
  const configured = env.LOG_LEVEL?.trim().toLowerCase();
  if (configured && LEVELS.has(configured)) return configured as Level | 'silent';
  return env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/** A logger writing to `destination` (stdout by default); exported for tests. */
export function createLogger(env: NodeJS.ProcessEnv = process.env, destination?: NodeJS.WritableStream): Logger {
  const options = {
    level: logLevel(env),
    base: undefined,
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

const SHARED = Symbol.for('matjar.logger');

export function logger(): Logger {
  const holder = globalThis as { [SHARED]?: Logger };
  return (holder[SHARED] ??= createLogger());
}
