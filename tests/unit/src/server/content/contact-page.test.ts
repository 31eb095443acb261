/**
 * The contact page after its form was posted without JavaScript: a sent message offered again as an e-mail and a
 * WhatsApp chat, a refused one back as typed with its field problems (422) or with why it was not taken (the
 * refusal's status); the plain page cached as a static page, a page with an answer on it never.
 */
import { describe, expect, it, vi } from 'vitest';
import { copy } from '../../../../e2e/support/locales.ts';

const contact = { toString: () => '?_action=engagement.contact' };
vi.mock('astro:actions', () => ({
  actions: { engagement: { contact } },
  isInputError: (error: { type?: string }) => error?.type === 'AstroActionInputError',
}));

const { loadContactPage } = await import('@/server/content/contact-page.ts');
const { showPostedFields } = await import('@/server/forms/form-result.ts');
const { pageCacheOptions } = await import('@/server/cache/page-cache-options.ts');

/** A GET after the post: the middleware kept the typed fields for it (so it shows a form result). */
function answered(fields: [string, string][] = []): Request {
  const request = new Request('http://localhost/ar/contact?_result=abc');
  showPostedFields(request, fields);
  return request;
}

function page(result: unknown, request: Request) {
  return {
    request,
    getActionResult: (action: unknown) => (action === contact ? result : undefined),
  } as unknown as Parameters<typeof loadContactPage>[0];
}

const typed: [string, string][] = [['name', 'سارة'], ['email', 'sara@example'], ['message', 'هل يتوفر آيفون ١٦ باللون الأزرق؟']];

describe('loadContactPage', () => {
  it('is the plain form, posting to its Action and back to its own section, cached as a static page, when nothing was posted', () => {
    const loaded = loadContactPage(page(undefined, new Request('http://localhost/ar/contact')), 'ar');
    expect(loaded).toEqual({
      view: { status: 200, formAction: '/ar/contact?_action=engagement.contact#contact-form', values: undefined, errors: undefined, refusal: null, sent: null },
      cache: pageCacheOptions.staticPage(),
    });
  });

  it('offers a sent message again as an e-mail to support and a WhatsApp chat, and is never cached', () => {
    const data = { name: 'Sara', email: 'sara@example.com', message: 'Is the blue iPhone 16 in stock?' };
    const { view, cache } = loadContactPage(page({ data }, answered()), 'en');
    const body = `${data.message}\n\nName: Sara\nE-mail: sara@example.com`;
    expect(view.status).toBe(200);
    expect(view.sent).toEqual({
      name: 'Sara',
      email: 'sara@example.com',
      mail: `mailto:support@matjar.qa?subject=${encodeURIComponent('Message from Sara')}&body=${encodeURIComponent(body)}`,
      whatsApp: expect.stringMatching(new RegExp(`\\?text=${encodeURIComponent(body).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)),
    });
    expect(cache).toBe(false);
  });

  it('gives refused fields back as typed with their first problem (422), unknown codes as generic', () => {
    const error = { type: 'AstroActionInputError', code: 'BAD_REQUEST', status: 400, message: '', fields: { email: ['invalidEmail'], message: ['tooShort'] } };
    const { view, cache } = loadContactPage(page({ error }, answered(typed)), 'ar');
    expect(view).toMatchObject({
      status: 422,
      values: { name: 'سارة', email: 'sara@example', message: 'هل يتوفر آيفون ١٦ باللون الأزرق؟' },
      errors: { email: 'invalidEmail', message: 'missingOrInvalidField' },
      refusal: null,
      sent: null,
    });
    expect(cache).toBe(false);
  });

  it("says why a well-formed message was not taken, with the refusal's status, keeping what was typed", () => {
    const error = { type: 'AstroActionError', code: 'TOO_MANY_REQUESTS', status: 429, message: 'Too many messages, wait a minute.' };
    expect(loadContactPage(page({ error }, answered(typed)), 'en').view).toMatchObject({
      status: 429,
      refusal: 'Too many messages, wait a minute.',
      errors: undefined,
      values: { name: 'سارة' },
    });
    const silent = { type: 'AstroActionError', code: 'SERVICE_UNAVAILABLE', status: 503, message: '' };
    expect(loadContactPage(page({ error: silent }, answered(typed)), 'ar').view.refusal).toBe(copy('ar', 'errors', 'generic'));
  });
});
