/**
 * Which status and message an error page shows for a thrown error. Commerce errors have a meaning the shopper
 * can act on (the store is down: try again later); anything else is a plain 500. Never exposes the error text.
 */
import {
  CommerceAuthError,
  CommerceInputError,
  CommerceNotFoundError,
  CommerceResponseError,
  CommerceUnavailableError,
} from '@/lib/commerce/index.ts';

export type ErrorPageInfo = { status: number; messageKey: string };

export function errorStatus(error: unknown): ErrorPageInfo {
  if (error instanceof CommerceUnavailableError) return { status: 503, messageKey: 'errors:commerce.unavailable' };
  if (error instanceof CommerceResponseError) return { status: 502, messageKey: 'errors:commerce.badResponse' };
  if (error instanceof CommerceNotFoundError) return { status: 404, messageKey: 'errors:page.notFoundMessage' };
  if (error instanceof CommerceAuthError) return { status: 401, messageKey: 'errors:commerce.unauthorized' };
  if (error instanceof CommerceInputError) return { status: 400, messageKey: 'errors:commerce.invalidInput' };
  return { status: 500, messageKey: 'errors:page.errorMessage' };
}

