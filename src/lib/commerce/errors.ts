/**
 * Typed failures of the commerce backend, and the ONE place (`toCommerceError`) that turns whatever the
 * transport threw (fetch failure, timeout, HTTP status, GraphQL error category, zod mismatch) into them.
 * Pages catch these classes and show a localized message; nothing else inspects raw transport errors.
 */
import { ClientError } from 'graphql-request';
import { FetchError } from 'ofetch';
import { ZodError } from 'zod';

export class CommerceError extends Error {
  override readonly name: string = 'CommerceError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The backend could not be reached, timed out, or failed on its side (5xx). Worth retrying later. */
export class CommerceUnavailableError extends CommerceError {
  override readonly name = 'CommerceUnavailableError';
}

/** The customer token is missing, expired or revoked (HTTP 401 / `graphql-authorization`). */
export class CommerceAuthError extends CommerceError {
  override readonly name = 'CommerceAuthError';
}

/** The requested entity does not exist (HTTP 404 / `graphql-no-such-entity`). */
export class CommerceNotFoundError extends CommerceError {
  override readonly name = 'CommerceNotFoundError';
}

/** The backend rejected the input (HTTP 400 / `graphql-input`); `message` is the server's, fit to show. */
export class CommerceInputError extends CommerceError {
  override readonly name: string = 'CommerceInputError';
}

/**
 * A configurable product added without a choice of its options, or with one that no variant of it has (Magento's
 * `addProductsToCart` user error `UNDEFINED`): the shopper must choose again on the product's page.
 */
export class CommerceOptionsError extends CommerceInputError {
  override readonly name = 'CommerceOptionsError';
}

/**
 * The backend refused for now and said when to try again (a one-time code asked for too soon or too often:
 * HTTP 429, GraphQL `extensions.retry_after_seconds`). `message` is the backend's English text; a shopper is
 * told in their language from `retryAfterSeconds`.
 */
export class CommerceRetryLaterError extends CommerceInputError {
  override readonly name = 'CommerceRetryLaterError';
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number, options?: { cause?: unknown }) {
    super(message, options);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Why a coupon was refused, as the backend says beside Magento's message (`extensions.coupon_refusal`). */
export const COUPON_REFUSALS = ['unknown', 'inactive', 'not_yet_active', 'expired', 'minimum_subtotal', 'empty_cart'] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/**
 * The backend refused a coupon and said why. A real Magento sends no reason: then it is `unknown`, and the shopper
 * reads the general message alone.
 */
export class CommerceCouponRefusedError extends CommerceInputError {
  override readonly name = 'CommerceCouponRefusedError';
  readonly reason: CouponRefusal;
  /** The subtotal the coupon needs, for `minimum_subtotal`. */
  readonly minimumSubtotal: number | null;
  constructor(message: string, reason: CouponRefusal, minimumSubtotal: number | null, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
    this.minimumSubtotal = minimumSubtotal;
  }
}

/** The backend answered with a shape we do not understand (zod mismatch): a contract break, logged. */
export class CommerceResponseError extends CommerceError {
  override readonly name = 'CommerceResponseError';
}

type MagentoParameters = unknown[] | Record<string, unknown>;

/**
 * Magento REST errors carry placeholders: `%1` for list parameters, `%fieldName` for named ones
 * (`"No such entity with %fieldName = %fieldValue"`). Fill them so the message reads as Magento shows it.
 */
export function formatMagentoMessage(message: string, parameters?: MagentoParameters | null): string {
  if (!parameters) return message;
  if (Array.isArray(parameters)) {
    return message.replace(/%(\d+)/g, (whole, index: string) => {
      const value = parameters[Number(index) - 1];
      return value === undefined ? whole : String(value);
    });
  }
  return message.replace(/%([A-Za-z_]\w*)/g, (whole, name: string) =>
    name in parameters ? String(parameters[name]) : whole,
  );
}

function errorForStatus(status: number, message: string, cause: unknown): CommerceError | null {
  if (status === 401) return new CommerceAuthError(message, { cause });
  if (status === 404) return new CommerceNotFoundError(message, { cause });
  if (status >= 500 || status === 0) return new CommerceUnavailableError(message, { cause });
  return null;
}

function errorForGraphqlCategory(category: unknown, message: string, cause: unknown): CommerceError | null {
  switch (category) {
    case 'graphql-authorization':
      return new CommerceAuthError(message, { cause });
    case 'graphql-no-such-entity':
      return new CommerceNotFoundError(message, { cause });
    case 'graphql-input':
      return new CommerceInputError(message, { cause });
    // Magento's answer to an exception it did not expect ("Internal server error"): its side failed.
    case 'internal':
      return new CommerceUnavailableError(message, { cause });
    default:
      return null;
  }
}

/** Whole seconds to wait, when the backend said so; anything else is no such advice. */
function retryAfterSecondsOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

/** The coupon refusal the backend named, or null when the error is about something else. */
function couponRefusalOf(extensions: Record<string, unknown> | undefined, message: string, cause: unknown): CommerceCouponRefusedError | null {
  const reason = extensions?.['coupon_refusal'];
  if (typeof reason !== 'string') return null;
  const known = COUPON_REFUSALS.find((refusal) => refusal === reason) ?? 'unknown';
  const minimum = extensions?.['minimum_subtotal'];
  const minimumSubtotal = typeof minimum === 'number' && Number.isFinite(minimum) && minimum >= 0 ? minimum : null;
  return new CommerceCouponRefusedError(message, known, minimumSubtotal, { cause });
}

function fromGraphqlClientError(error: ClientError): CommerceError {
  const { status, errors } = error.response;
  const first = errors?.[0];
  const message = first?.message ?? `GraphQL request failed with HTTP ${status}`;
  const coupon = couponRefusalOf(first?.extensions, message, error);
  if (coupon) return coupon;
  const retryAfter = retryAfterSecondsOf(first?.extensions?.['retry_after_seconds']);
  if (retryAfter !== null) return new CommerceRetryLaterError(message, retryAfter, { cause: error });
  // The error category is more precise than the status (Magento answers most GraphQL errors with 200).
  const categorised = errorForGraphqlCategory(first?.extensions?.['category'], message, error);
  if (categorised) return categorised;
  const byStatus = errorForStatus(status, message, error);
  if (byStatus) return byStatus;
  if (status === 400) return new CommerceInputError(message, { cause: error });
  return new CommerceError(message, { cause: error });
}

function magentoMessageOf(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || !('message' in body) || typeof body.message !== 'string') {
    return null;
  }
  const parameters = 'parameters' in body ? (body.parameters as MagentoParameters | null) : null;
  return formatMagentoMessage(body.message, parameters);
}

function fromFetchError(error: FetchError): CommerceError {
  const status = error.status ?? error.statusCode;
  // No status means the request never got an answer: connection refused, DNS, reset or our timeout.
  if (status === undefined) return new CommerceUnavailableError(error.message, { cause: error });
  const message = magentoMessageOf(error.data) ?? `REST request failed with HTTP ${status}`;
  const retryAfter = status === 429 ? retryAfterSecondsOf((error.data as { parameters?: { seconds?: unknown } } | undefined)?.parameters?.seconds) : null;
  if (retryAfter !== null) return new CommerceRetryLaterError(message, retryAfter, { cause: error });
  const byStatus = errorForStatus(status, message, error);
  if (byStatus) return byStatus;
  if (status >= 400 && status < 500) return new CommerceInputError(message, { cause: error });
  return new CommerceError(message, { cause: error });
}

function isTransportFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // fetch() rejects with TypeError on network failure; AbortSignal.timeout() with TimeoutError/AbortError.
  return error.name === 'TimeoutError' || error.name === 'AbortError' || error instanceof TypeError;
}

/** graphql-request's words for an answer that is JSON but no GraphQL result at all (a bare string, a number…). */
const NOT_A_GRAPHQL_RESULT = /^Invalid execution result/;

/**
 * An answer that cannot be read at all: not JSON (an HTML error page from a proxy, a body cut off half-way) or
 * JSON that is no GraphQL result. Like a shape zod refuses, it says the backend is not serving: never a crash.
 */
function isUnreadableAnswer(error: unknown): boolean {
  return error instanceof SyntaxError || (error instanceof Error && NOT_A_GRAPHQL_RESULT.test(error.message));
}

/** Maps any failure of a commerce call to a typed `CommerceError` (returns it unchanged if it already is one). */
export function toCommerceError(error: unknown): CommerceError {
  if (error instanceof CommerceError) return error;
  if (error instanceof ClientError) return fromGraphqlClientError(error);
  if (error instanceof FetchError) return fromFetchError(error);
  if (error instanceof ZodError) {
    return new CommerceResponseError(`Unexpected commerce response: ${error.issues[0]?.message ?? 'invalid shape'}`, {
      cause: error,
    });
  }
  if (isUnreadableAnswer(error)) {
    return new CommerceResponseError(`Unreadable commerce response: ${(error as Error).message.slice(0, 200)}`, { cause: error });
  }
  if (isTransportFailure(error)) {
    return new CommerceUnavailableError(`Commerce backend unreachable: ${(error as Error).message}`, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new CommerceError(message, { cause: error });
}

/**
 * A response of the wrong shape means the backend and storefront disagree on the contract: shoppers get a
 * friendly message, operators get the details in the server log. Other failures are expected conditions.
 */
export function reportCommerceFailure(failure: CommerceError, request: string): void {
  if (failure instanceof CommerceResponseError) {
    console.error(`[commerce] ${request}: ${failure.message}`, failure.cause);
  }
}
