/**
 * What a shopper over a limit is told, in their language: "Too many attempts. Please try again in N seconds."
 * Actions throw it as TOO_MANY_REQUESTS (forms and islands show the message), endpoints answer 429 with
 * `Retry-After`. Each counts the shopper's address the middleware resolved (`locals.clientIp`: behind the trusted
 * proxies, the address they name; src/server/security/forwarded-request.ts), never a proxy's.
 */
import { ActionError } from 'astro:actions';
import { getT } from '@/lib/i18n/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import type { LimitName } from './limits.ts';
import { consume } from './rate-limiter.ts';

export function tooManyMessage(locale: Locale, retryAfterSeconds: number): string {
  return getT(locale)('errors:request.tooMany', { count: retryAfterSeconds });
}

/** Counts an Action's request against `name`; over the limit, throws TOO_MANY_REQUESTS with the wait. */
export async function limitAction(name: LimitName, context: { locals: { locale: Locale; clientIp: string | null } }): Promise<void> {
  const outcome = await consume(name, context.locals.clientIp);
  if (!outcome.allowed) throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: tooManyMessage(context.locals.locale, outcome.retryAfterSeconds) });
}

/** Counts a request against `name`: null when it may go on, else the wait and its message for the page or endpoint. */
export async function limitRequest(
  name: LimitName,
  context: { locals: { clientIp: string | null } },
  locale: Locale,
): Promise<{ retryAfterSeconds: number; message: string } | null> {
  const outcome = await consume(name, context.locals.clientIp);
  return outcome.allowed ? null : { retryAfterSeconds: outcome.retryAfterSeconds, message: tooManyMessage(locale, outcome.retryAfterSeconds) };
}
