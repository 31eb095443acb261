/**
 * Every line the storefront's server code writes, as the structured log writes it: `console.error/warn/info/log/
 * debug` (what the loaders, Actions and the commerce door use to report a failure) become JSON lines of the shared
 * pino logger, at the matching level, with the request id of the shopper's request they belong to and an error
 * passed along as `err` (type, message, stack), so an operator's log collector reads one format and can follow one
 * request through every line. Installed once by the production server's middleware; `astro dev` keeps the plain
 * console.
 */
import { format } from 'node:util';
import type { Logger } from 'pino';

const LEVELS = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug' } as const;
const INSTALLED = Symbol.for('matjar.console-log');

/** The fields and message of one console call: the first Error becomes `err`, the rest the message. */
export function consoleEntry(args: unknown[], requestId: string | null): { fields: Record<string, unknown>; message: string } {
  const err = args.find((arg) => arg instanceof Error);
  const rest = args.filter((arg) => arg !== err);
  const message = format(...rest).replace(/:\s*$/, '');
  return { fields: { ...(requestId ? { requestId } : {}), ...(err ? { err } : {}) }, message };
}

/** Sends the console to `log`; `requestId` tells the id of the request being served, if any. Once per process. */
export function routeConsoleToLog(log: Logger, requestId: () => string | null): void {
  const holder = globalThis as { [INSTALLED]?: true };
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  for (const [method, level] of Object.entries(LEVELS) as Array<[keyof typeof LEVELS, (typeof LEVELS)[keyof typeof LEVELS]]>) {
    console[method] = (...args: unknown[]) => {
      const { fields, message } = consoleEntry(args, requestId());
      log[level](fields, message);
    };
  }
}
