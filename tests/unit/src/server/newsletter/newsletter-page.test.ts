/**
 * The newsletter page after its form was posted without JavaScript: the store's answer with the status it stands
 * for, a bad e-mail back in its field with the message in the shopper's language, and the plain form otherwise.
 */
import { describe, expect, it, vi } from 'vitest';
import { copy } from '../../../../e2e/support/locales.ts';

const subscribeNewsletter = { toString: () => '?_action=engagement.subscribeNewsletter' };
vi.mock('astro:actions', () => ({
  actions: { engagement: { subscribeNewsletter } },
  isInputError: (error: { type?: string }) => error?.type === 'AstroActionInputError',
}));

const { newsletterPageOutcome } = await import('@/server/newsletter/newsletter-page.ts');
const { showPostedFields } = await import('@/server/forms/form-result.ts');

/** The page as the helper reads it: the Action's result the middleware kept, and the request. */
function page(result: unknown, request = new Request('http://localhost/en/newsletter')) {
  return {
    request,
    getActionResult: (action: unknown) => (action === subscribeNewsletter ? result : undefined),
  } as unknown as Parameters<typeof newsletterPageOutcome>[0];
}

describe('newsletterPageOutcome', () => {
  it('is the plain form (200) when nothing was posted', () => {
    expect(newsletterPageOutcome(page(undefined), 'en')).toEqual({ status: 200, outcome: { kind: 'form' } });
  });

  it("shows the store's answer: 200 when subscribed, 400 when it refused, its own words when it gave some", () => {
    expect(newsletterPageOutcome(page({ data: { success: true, message: '  ' } }), 'ar')).toEqual({
      status: 200,
      outcome: { kind: 'done', success: true, message: copy('ar', 'newsletter', 'subscribed') },
    });
    expect(newsletterPageOutcome(page({ data: { success: false, message: 'Already subscribed.' } }), 'en')).toEqual({
      status: 400,
      outcome: { kind: 'done', success: false, message: 'Already subscribed.' },
    });
  });

  it('gives a refused e-mail back in its field with its message (400)', () => {
    const request = new Request('http://localhost/en/newsletter');
    showPostedFields(request, [['email', 'sara@example']]);
    const error = { type: 'AstroActionInputError', code: 'BAD_REQUEST', status: 400, message: '', fields: { email: ['validation:invalidEmail'] } };
    expect(newsletterPageOutcome(page({ error }, request), 'en')).toEqual({
      status: 400,
      outcome: { kind: 'invalid', email: 'sara@example', error: copy('en', 'validation', 'invalidEmail') },
    });
  });

  it("says why a well-formed e-mail was not taken, with that refusal's status", () => {
    const error = { type: 'AstroActionError', code: 'TOO_MANY_REQUESTS', status: 429, message: 'Too many tries, wait a minute.' };
    expect(newsletterPageOutcome(page({ error }), 'en')).toEqual({
      status: 429,
      outcome: { kind: 'done', success: false, message: 'Too many tries, wait a minute.' },
    });
    const silent = { type: 'AstroActionError', code: 'SERVICE_UNAVAILABLE', status: 503, message: '' };
    expect(newsletterPageOutcome(page({ error: silent }), 'ar').outcome).toEqual({ kind: 'done', success: false, message: copy('ar', 'errors', 'newsletter.failed') });
  });
});
