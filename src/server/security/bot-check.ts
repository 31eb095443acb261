/**
 * Server side of the bot check (reCAPTCHA v3, action `submit`) on the newsletter and contact forms, on only when
 * RECAPTCHA_SITE_KEY is set (third-parties.ts):
 * - with RECAPTCHA_SECRET_KEY, the token is verified with Google (success, action `submit`, score at least
 *   RECAPTCHA_MIN_SCORE, default 0.5); Google unreachable counts as failed, so a bot cannot get through by timing
 *   the outage, and the shopper is asked to try again;
 * - without it, a token must be present; the newsletter passes it on to Magento, whose reCAPTCHA module checks it
 *   with the store's own secret.
 */
import { z } from 'zod';
import { getT } from '@/lib/i18n/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { thirdParties } from './third-parties.ts';

export type BotCheck = 'off' | 'passed' | 'failed';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const VERIFY_TIMEOUT_MS = 3_000;
const TOKEN_MAX_LENGTH = 4_096;

type Verdict = { success?: boolean; action?: string; score?: number };

function minScore(env: NodeJS.ProcessEnv): number {
  const configured = Number(env.RECAPTCHA_MIN_SCORE);
  return Number.isFinite(configured) && configured >= 0 && configured <= 1 ? configured : 0.5;
}

/** The token field of an Action's input: bounded here, judged by `botCheckRefusal`. */
export const botCheckTokenField = z.string().max(TOKEN_MAX_LENGTH).optional();

/** The token a form or Action sent, when it looks like one. */
export function botCheckTokenOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= TOKEN_MAX_LENGTH && /^[\w-]+$/.test(value) ? value : null;
}

export async function checkBot(
  token: string | null,
  clientIp: string | null,
  env: NodeJS.ProcessEnv = process.env,
  verify: (body: URLSearchParams) => Promise<Verdict> = askGoogle,
): Promise<BotCheck> {
  if (!thirdParties(env).recaptchaSiteKey) return 'off';
  if (!token) return 'failed';
  const secret = env.RECAPTCHA_SECRET_KEY?.trim();
  if (!secret) return 'passed';
  const body = new URLSearchParams({ secret, response: token });
  if (clientIp) body.set('remoteip', clientIp);
  try {
    const verdict = await verify(body);
    return verdict.success === true && verdict.action === 'submit' && (verdict.score ?? 0) >= minScore(env) ? 'passed' : 'failed';
  } catch (error) {
    console.warn(`[bot-check] verification failed: ${(error as Error).message}`);
    return 'failed';
  }
}

async function askGoogle(body: URLSearchParams): Promise<Verdict> {
  // Google's verification endpoint, not the commerce API: the one fetch outside src/lib/commerce.
  // eslint-disable-next-line no-restricted-globals
  const response = await fetch(VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
  return (await response.json()) as Verdict;
}

/**
 * The bot check of one submission (`token` as the form or Action sent it): null when it may go on, else the
 * message for the shopper, in their language ("…please reload the page and try again").
 */
export async function botCheckRefusal(token: unknown, context: { locals: { clientIp: string | null } }, locale: Locale): Promise<string | null> {
  const outcome = await checkBot(botCheckTokenOf(token), context.locals.clientIp);
  return outcome === 'failed' ? getT(locale)('errors:request.botCheck') : null;
}
