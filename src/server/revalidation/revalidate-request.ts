/**
 * `POST /api/revalidate`, the receiving end of the commerce backend's change notices.
 *
 * 401 for anything wrong with the signature (or when this storefront has no REVALIDATE_SECRET: then every notice
 * is refused, there is no default), 413 for a body over 64 KB, 400 for a body that is not a notice, 204 once the
 * tags are purged from the route cache on every instance sharing it (and their pages re-render in the
 * background). A notice already applied (delivered again, or to another instance of the same cache) answers 204
 * and changes nothing. 503 when the cache cannot be reached: the backend delivers the notice again later.
 * Never cached.
 */
import { PERSONAL_CACHE_CONTROL } from '@/server/cache/cache-control.ts';
import { changeNotices, recordPurged } from '@/server/observability/revalidation-metrics.ts';
import { readBoundedBody } from '@/server/request-body.ts';
import { MAX_NOTICE_BYTES, noticeSchema } from './notice.ts';
import {
  NOTICE_MAX_AGE_S,
  NOTICE_MAX_SKEW_S,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyNoticeSignature,
} from './signature.ts';

export type RevalidationDeps = {
  secret: string | undefined;
  /** Purges tags; with `once`, a repeat of the same id does nothing and answers false. Throws when unavailable. */
  purge: (tags: readonly string[], once: { id: string; ttlSeconds: number }) => Promise<boolean>;
  nowSeconds?: () => number;
  logger?: Pick<Console, 'warn' | 'error'>;
};

function answer(status: number, message?: string, headers: Record<string, string> = {}): Response {
  const body = message === undefined ? null : JSON.stringify({ message });
  const contentType: Record<string, string> = body ? { 'content-type': 'application/json; charset=utf-8' } : {};
  return new Response(body, { status, headers: { 'cache-control': PERSONAL_CACHE_CONTROL, ...contentType, ...headers } });
}

let warnedNoSecret = false;

export async function handleRevalidation(request: Request, deps: RevalidationDeps): Promise<Response> {
  const response = await answerNotice(request, deps);
  if (response.status >= 400 && response.status < 500) changeNotices.inc({ outcome: 'refused' });
  return response;
}

async function answerNotice(request: Request, deps: RevalidationDeps): Promise<Response> {
  const logger = deps.logger ?? console;
  const rawBody = await readBoundedBody(request, MAX_NOTICE_BYTES);
  if (!rawBody) return answer(413, `The notice is larger than ${MAX_NOTICE_BYTES} bytes.`);

  const check = verifyNoticeSignature({
    secret: deps.secret,
    timestamp: request.headers.get(TIMESTAMP_HEADER),
    signature: request.headers.get(SIGNATURE_HEADER),
    rawBody,
    nowSeconds: deps.nowSeconds?.(),
  });
  if (!check.ok) {
    if (check.reason === 'no secret' && !warnedNoSecret) {
      warnedNoSecret = true;
      logger.warn('[revalidate] REVALIDATE_SECRET is not set (or shorter than 16 characters): every change notice is refused');
    }
    return answer(401, 'The notice is not signed with this storefront\'s secret, or it is too old.', { 'www-authenticate': 'HMAC-SHA256' });
  }

  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return answer(400, 'The notice is not JSON.');
  }
  const notice = noticeSchema.safeParse(json);
  if (!notice.success) return answer(400, `The notice is not valid: ${notice.error.issues[0]?.message ?? 'unexpected shape'}.`);

  let applied: boolean;
  try {
    // The signature names this exact notice: it is how a repeat is recognized for as long as it could be accepted.
    applied = await deps.purge(notice.data.tags, { id: check.digest, ttlSeconds: NOTICE_MAX_AGE_S + NOTICE_MAX_SKEW_S + 60 });
  } catch (error) {
    logger.error(`[revalidate] could not purge ${notice.data.tags.join(', ')}: ${(error as Error).message}`);
    changeNotices.inc({ outcome: 'failed' });
    return answer(503, 'The page cache is unavailable; deliver the notice again later.', { 'retry-after': '5' });
  }
  if (applied) recordPurged(notice.data.at, (deps.nowSeconds?.() ?? Date.now() / 1000) * 1000);
  else changeNotices.inc({ outcome: 'repeat' });
  return answer(204);
}
