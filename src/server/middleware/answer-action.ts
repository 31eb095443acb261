/**
 * The middleware's step for an Action's request: an island's `POST /_actions/<name>`, or a page's plain form posted
 * with `?_action=<name>` (src/server/action-requests.ts says how both are read). An unreadable body or name is a 400
 * in the shopper's language; a page's form runs its Action here and the shopper is sent to the page's GET (303,
 * src/server/forms/form-result.ts); an island's Action runs in Astro, and zod's refusals of its input come back in
 * the shopper's language.
 */
import type { APIContext, MiddlewareNext } from 'astro';
import type { Locale } from '@/lib/i18n/locales.ts';
import { hasWellFormedActionName, localizeInputError, unreadableBodyResponse, type ActionBody } from '@/server/action-requests.ts';
import { answerFormAction } from '@/server/forms/form-result.ts';
import { withoutIslandStyle } from '@/server/layout/island-style.ts';

export async function answerAction(
  context: Parameters<typeof answerFormAction>[0] & Pick<APIContext, 'url'>,
  next: MiddlewareNext,
  actionBody: ActionBody,
  locale: Locale,
): Promise<Response> {
  if (!actionBody.readable || !hasWellFormedActionName(context.url)) return unreadableBodyResponse(context.url, locale);
  const formAnswer = await answerFormAction(context);
  if (formAnswer) return formAnswer;
  return withoutIslandStyle(await localizeInputError(await next(), locale));
}
