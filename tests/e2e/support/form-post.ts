/**
 * A form posted without JavaScript answers 303 to a GET of its page (post/redirect/get); these find that GET's
 * answer, which carries the outcome's status (400 for a refused form).
 */
import type { Response } from '@playwright/test';

/** The page a form post was redirected to. */
export function pageAfterPost(response: Response): boolean {
  const request = response.request();
  return request.method() === 'GET' && request.redirectedFrom()?.method() === 'POST';
}
