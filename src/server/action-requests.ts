/**
 * The request side of every Action, before and after Astro runs it (src/middleware.ts):
 *
 * - A body that cannot be read as what it claims to be (JSON that does not parse, form data that does not split),
 *   and a name that does not decode, are answered 400 with a message in the shopper's language here. Astro would
 *   throw on them: a 500.
 * - Astro answers input that fails an Action's zod schema with 400 and zod's English messages. Each message
 *   that is not already one of our translation keys (`validation:…`, which islands and pages put into words
 *   themselves) becomes "This value is not valid." in the shopper's language, and the answer gets one
 *   top-level `message` saying so.
 *
 * Islands post to `/_actions/<name>`; forms without JavaScript post to their page with `?_action=<name>`.
 * The shopper's language is decided here once, and the Action reads it from `context.locals.locale`: a `locale`
 * field of the body (our forms and islands send none; a page cached before they stopped may), else the page's
 * (path, then Referer), else the cookie's.
 */
import { getT } from '@/lib/i18n/index.ts';
import { isLocale, type Locale } from '@/lib/i18n/locales.ts';
import { isFormOfAnotherRelease } from '@/server/release/page-changed.ts';

/** Astro's own limit on an Action body (security.actionBodySizeLimit default): larger ones it refuses itself. */
const MAX_INSPECTED_BYTES = 1024 * 1024;
const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);
const TRANSLATION_KEY = /^[a-z]+:[\w.-]+$/i;

export type ActionBody = { readable: boolean; locale: Locale | null };

export function isActionRequest(url: URL, method: string): boolean {
  return method === 'POST' && (url.pathname.startsWith('/_actions/') || url.searchParams.has('_action'));
}

/** Dotted identifiers, as every Action of src/actions is named (`cart.addItem`). */
const ACTION_NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/**
 * Whether the Action's name (the path after `/_actions/`, else the `_action` query parameter) is one an Action
 * could have. Astro decodes each dotted part of it and throws on one that does not decode (`a%zz`), which would be
 * a 500; any other name no Action has is Astro's 404.
 */
export function hasWellFormedActionName(url: URL): boolean {
  // Astro's client calls `/_actions/<name>/` (the trailing slash of the build's directory format).
  const name = url.pathname.startsWith('/_actions/') ? url.pathname.slice('/_actions/'.length).replace(/\/$/, '') : (url.searchParams.get('_action') ?? '');
  try {
    return ACTION_NAME.test(name.split('.').map(decodeURIComponent).join('.'));
  } catch {
    return false;
  }
}

/** The body's bytes, or null when it is larger than Astro accepts (Astro answers that one with 413). */
async function boundedBytes(request: Request): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_INSPECTED_BYTES) return null;
  const reader = request.clone().body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_INSPECTED_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function localeField(value: unknown): Locale | null {
  return typeof value === 'string' && isLocale(value) ? value : null;
}

/** Whether the body reads as its content type says, and the `locale` it names. Other types Astro refuses (415). */
export async function inspectActionBody(request: Request): Promise<ActionBody> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && !FORM_TYPES.has(type)) return { readable: true, locale: null };
  const bytes = await boundedBytes(request);
  if (bytes === null) return { readable: true, locale: null };
  if (type === 'application/json') {
    const text = new TextDecoder().decode(bytes);
    if (text.trim() === '') return { readable: true, locale: null };
    try {
      const parsed: unknown = JSON.parse(text);
      return { readable: true, locale: localeField((parsed as { locale?: unknown } | null)?.locale) };
    } catch {
      return { readable: false, locale: null };
    }
  }
  try {
    const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': request.headers.get('content-type') ?? type } }).formData();
    return { readable: true, locale: localeField(form.get('locale')) };
  } catch {
    return { readable: false, locale: null };
  }
}

/** The page an Action was sent from, whose language its answer speaks: the form's own, an island's Referer. */
export function actionPagePath(url: URL, request: Request): string {
  const referer = request.headers.get('referer');
  return url.pathname.startsWith('/_actions/') && referer && URL.canParse(referer) ? new URL(referer).pathname : url.pathname;
}

/** 400 for an unreadable body or name: Astro's Action error shape for islands, the message alone for a page's form. */
export function unreadableBodyResponse(url: URL, locale: Locale): Response {
  const message = getT(locale)('errors:request.malformed');
  const headers = { 'Cache-Control': 'no-store' };
  if (!url.pathname.startsWith('/_actions/')) {
    return new Response(message, { status: 400, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const body = { type: 'AstroActionError', code: 'BAD_REQUEST', status: 400, message };
  return new Response(JSON.stringify(body), { status: 400, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });
}

type InputErrorBody = {
  type: string;
  issues?: { path?: (string | number)[]; message?: string }[];
  fields?: Record<string, string[]>;
  message?: string;
};

/**
 * A page of an earlier release posted what this release's Action does not take (src/server/release/page-changed.ts):
 * an Action error (not an input error, whose message Astro's client replaces with zod's issues) saying so in the
 * shopper's language, which an island shows as it is and whose form it keeps.
 */
function pageChangedResponse(response: Response, message: string): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const body = { type: 'AstroActionError', code: 'BAD_REQUEST', status: 400, message };
  return new Response(JSON.stringify(body), { status: 400, statusText: response.statusText, headers });
}

/**
 * Astro's 400 for input that failed a schema, with zod's English replaced by the shopper's language; a page of an
 * earlier release gets "this page changed, please try again".
 */
export async function localizeInputError(response: Response, locale: Locale): Promise<Response> {
  if (response.status !== 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
  let body: InputErrorBody;
  try {
    body = (await response.clone().json()) as InputErrorBody;
  } catch {
    return response;
  }
  if (body.type !== 'AstroActionInputError' || !Array.isArray(body.issues)) return response;
  const t = getT(locale);
  if (isFormOfAnotherRelease(body.issues)) return pageChangedResponse(response, t('release:pageChanged'));
  const invalid = t('errors:request.invalidField');
  const issues = body.issues.map((issue) => ({
    ...issue,
    message: typeof issue.message === 'string' && TRANSLATION_KEY.test(issue.message) ? issue.message : invalid,
  }));
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path?.[0];
    if (field === undefined) continue;
    (fields[String(field)] ??= []).push(issue.message);
  }
  const localized = { ...body, issues, fields, message: t('errors:commerce.invalidInput') };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(localized), { status: 400, statusText: response.statusText, headers });
}
