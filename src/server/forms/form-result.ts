/**
 * A form posted without JavaScript to an Action (`<form method="post" action="/{locale}/page?_action=area.name">`)
 * is answered 303 to a GET of the same page (post/redirect/get): a reload or a step back never posts again and the
 * browser asks nothing. The Action's result and the text fields the form carried wait for that GET in the shopper's
 * server-side session (never in the URL: they may hold personal data), named by a one-time id in the `_result`
 * query parameter, so a flash is shown once, on the page it was posted to, and never on another tab's page.
 *
 * On that GET the result is handed to Astro (`Astro.getActionResult` on the page, as for a rendered post), and the
 * fields to the page's helpers (`postedFields`). A page reached with a `_result` is personal: it is never cached.
 * Islands call the same Actions through `/_actions/…` and are not concerned.
 */
import type { APIContext } from 'astro';
import type { getActionContext } from 'astro:actions';
import { z } from 'zod';

/** The query parameter naming a form's result on the GET after the post. */
export const RESULT_PARAM = '_result';
const SESSION_KEY = 'form-result';
/** A result waits this long for its GET (seconds): the redirect is followed at once. */
const RESULT_TTL_SECONDS = 600;
/** Text fields kept to show again: a form of ours has a few dozen short ones. */
const MAX_FIELDS = 40;
const MAX_VALUE_LENGTH = 2000;
/** A form of ours is far smaller; a larger body (or one of unknown length) keeps nothing to show again. */
const MAX_KEPT_BODY_BYTES = 65_536;

/** The serialized result as `serializeActionResult` writes it, plus what the form carried. */
const flashSchema = z.object({
  id: z.string(),
  path: z.string(),
  action: z.string(),
  result: z.union([
    z.object({ type: z.literal('data'), status: z.literal(200), contentType: z.literal('application/json+devalue'), body: z.string() }),
    z.object({ type: z.literal('error'), status: z.number(), contentType: z.literal('application/json'), body: z.string() }),
    z.object({ type: z.literal('empty'), status: z.literal(204) }),
  ]),
  fields: z.array(z.tuple([z.string(), z.string()])).max(MAX_FIELDS),
});
type Flash = z.infer<typeof flashSchema>;

/** The fields a page's form carried, for the GET that shows its result; by request, for this request alone. */
const postedByRequest = new WeakMap<Request, ReadonlyMap<string, string>>();

type FormContext = Pick<APIContext, 'request' | 'url' | 'session'> & Parameters<typeof getActionContext>[0];

/** The form's text fields, bounded (files and anything past the bounds are left out). */
async function textFields(request: Request): Promise<[string, string][]> {
  const length = Number(request.headers.get('content-length'));
  if (!Number.isFinite(length) || length <= 0 || length > MAX_KEPT_BODY_BYTES) return [];
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const fields: [string, string][] = [];
  for (const [name, value] of form ?? []) {
    if (fields.length >= MAX_FIELDS) break;
    if (typeof value === 'string' && name.length <= 64) fields.push([name, value.slice(0, MAX_VALUE_LENGTH)]);
  }
  return fields;
}

/** The page the form was posted to, as a GET: the same path and query, without the Action's name. */
export function resultLocation(url: URL, id: string): string {
  const params = new URLSearchParams(url.search);
  params.delete('_action');
  params.delete(RESULT_PARAM);
  params.set(RESULT_PARAM, id);
  return `${url.pathname}?${params.toString()}`;
}

/**
 * For a form's post to an Action: runs it, keeps its result for the GET and answers the 303 there. For the GET
 * naming a kept result: hands it to Astro and the page, and answers null (the page renders). Otherwise null.
 */
export async function answerFormAction(context: FormContext): Promise<Response | null> {
  const posted = context.request.method === 'POST' && context.url.searchParams.has('_action');
  if (!posted && !context.url.searchParams.has(RESULT_PARAM)) return null;
  // The session is touched only here: every other response stays free of its cookie, so the route cache may keep it.
  const { session } = context;
  if (!session) return null;
  // Loaded when needed: the middleware's unit tests import it outside Astro, where no virtual module exists.
  const { getActionContext } = await import('astro:actions');
  const { action, setActionResult, serializeActionResult } = getActionContext(context);
  if (action?.calledFrom === 'form') {
    const fields = await textFields(context.request);
    const result = serializeActionResult(await action.handler());
    const id = crypto.randomUUID();
    const flash: Flash = { id, path: context.url.pathname, action: action.name, result, fields };
    session.set(SESSION_KEY, flash, { ttl: RESULT_TTL_SECONDS });
    return new Response(null, { status: 303, headers: { Location: resultLocation(context.url, id), 'Cache-Control': 'no-store' } });
  }
  const id = context.url.searchParams.get(RESULT_PARAM);
  if (context.request.method !== 'GET' || !id) return null;
  const kept = flashSchema.safeParse(await session.get(SESSION_KEY));
  if (!kept.success || kept.data.id !== id || kept.data.path !== context.url.pathname) return null;
  session.delete(SESSION_KEY);
  setActionResult(kept.data.action, kept.data.result);
  showPostedFields(context.request, kept.data.fields);
  return null;
}

/** Keeps what a form carried for the page this request renders (the first value of each name, as FormData.get). */
export function showPostedFields(request: Request, fields: readonly (readonly [string, string])[]): void {
  postedByRequest.set(request, new Map(fields.toReversed()));
}

/** Whether this request shows the result of a form posted without JavaScript. */
export function showsFormResult(request: Request): boolean {
  return postedByRequest.has(request);
}

/** The text fields of the form whose result this request shows (first value of each name), else an empty map. */
export function postedFields(request: Request): ReadonlyMap<string, string> {
  return postedByRequest.get(request) ?? new Map();
}
