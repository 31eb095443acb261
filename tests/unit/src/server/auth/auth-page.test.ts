/**
 * The sign-in and sign-up pages without JavaScript: after a form post the page shows the code step with the
 * details to send back, or the step that failed with its problems in the shopper's language; values typed are
 * shown again; `redirect` only ever holds one of our paths. Personal responses are never cached.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('astro:actions', () => ({
  actions: {
    auth: {
      requestCode: { toString: () => '?_action=auth.requestCode' },
      verifyCode: { toString: () => '?_action=auth.verifyCode' },
      signOut: { toString: () => '?_action=auth.signOut' },
    },
  },
  isInputError: (error: { type?: string }) => error?.type === 'AstroActionInputError',
}));

const { authPageState, postedAuthValues, loadAuthPage } = await import('@/server/auth/auth-page.ts');
const { postedFields, showPostedFields } = await import('@/server/forms/form-result.ts');

const url = (search = '') => new URL(`http://localhost/en/login${search}`);
const inputError = (fields: Record<string, string[]>) => ({ type: 'AstroActionInputError', code: 'BAD_REQUEST', status: 400, message: '', fields });
const refusal = (code: string, message: string, status = 400) => ({ type: 'AstroActionError', code, status, message });

describe('the page state', () => {
  it('is a fresh contact step, keeping a safe redirect only', () => {
    const state = authPageState({ locale: 'en', flow: 'sign-in', url: url('?redirect=%2Fen%2Fcheckout'), codeRequest: undefined, codeCheck: undefined, posted: {} });
    expect(state).toMatchObject({ flow: 'sign-in', step: 'contact', redirect: '/en/checkout', formError: null });
    const evil = authPageState({ locale: 'en', flow: 'sign-in', url: url('?redirect=%2F%2Fevil.example'), codeRequest: undefined, codeCheck: undefined, posted: {} });
    expect(evil.redirect).toBe('');
  });

  it('moves to the code step with the details the backend checked', () => {
    const sent = { hash: 'handle', flow: 'sign-in' as const, method: 'mobile' as const, email: '', telephone: '55123456', firstname: '', lastname: '' };
    const state = authPageState({ locale: 'ar', flow: 'sign-in', url: url(), codeRequest: { data: sent, error: undefined }, codeCheck: undefined, posted: { telephone: '+974 5512 3456' } });
    expect(state.step).toBe('code');
    expect(state.values).toMatchObject({ hash: 'handle', method: 'mobile', telephone: '55123456' });
  });

  it('shows each field’s problem in the shopper’s language, and what they typed', () => {
    const error = inputError({ email: ['validation:invalidEmail'], telephone: ['validation:required'] });
    const state = authPageState({
      locale: 'ar',
      flow: 'sign-up',
      url: url(),
      codeRequest: { data: undefined, error: error as never },
      codeCheck: undefined,
      posted: { email: 'not-an-address', firstname: 'مريم', redirect: '/ar/cart' },
    });
    expect(state.step).toBe('contact');
    expect(state.fieldErrors).toEqual({ email: 'صيغة البريد الإلكتروني غير صحيحة', telephone: 'الحقل مطلوب' });
    expect(state.values).toMatchObject({ email: 'not-an-address', firstname: 'مريم' });
    expect(state.redirect).toBe('/ar/cart');
  });

  it('stays on the code step after a wrong or dead code, with the refusal', () => {
    const wrong = authPageState({
      locale: 'en',
      flow: 'sign-in',
      url: url(),
      codeRequest: undefined,
      codeCheck: { data: undefined, error: refusal('BAD_REQUEST', 'Wrong OTP') as never },
      posted: { email: 'noor@example.qa', hash: 'handle' },
    });
    expect(wrong).toMatchObject({ step: 'code', formError: 'Wrong OTP', failure: 'BAD_REQUEST', values: { hash: 'handle' } });
    const badCode = authPageState({
      locale: 'en',
      flow: 'sign-in',
      url: url(),
      codeRequest: undefined,
      codeCheck: { data: undefined, error: inputError({ otp: ['validation:invalidVerificationCode'] }) as never },
      posted: { email: 'noor@example.qa', hash: 'handle' },
    });
    expect(badCode).toMatchObject({ step: 'code', fieldErrors: { otp: 'Invalid Verification Code' } });
    // Details edited by hand on the code step: back to the details, their problem shown.
    const edited = authPageState({
      locale: 'en',
      flow: 'sign-in',
      url: url(),
      codeRequest: undefined,
      codeCheck: { data: undefined, error: inputError({ email: ['validation:invalidEmail'] }) as never },
      posted: { email: 'x', hash: 'handle' },
    });
    expect(edited.step).toBe('contact');
  });
});

describe('the posted form', () => {
  it('reads what was typed, bounded', () => {
    const request = new Request('http://localhost/en/login?_result=1');
    showPostedFields(request, [['email', 'a'.repeat(400)], ['method', 'mobile'], ['ageConfirmed', 'on'], ['redirect', '/en/cart']]);
    const values = postedAuthValues(postedFields(request));
    expect(values.email).toHaveLength(320);
    expect(values).toMatchObject({ method: 'mobile', ageConfirmed: true, redirect: '/en/cart' });
  });

  it('shows nothing on a page that shows no post', () => {
    expect(postedAuthValues(postedFields(new Request('http://localhost/en/login')))).toEqual({});
  });
});

describe('the page response', () => {
  /** The page's GET; `posted`: it shows a form's result (the post answered 303 here). */
  function context(posted: boolean, search: string, results: Record<string, unknown> = {}) {
    const headers = new Headers();
    const cache = { set: vi.fn() };
    const response = { headers, status: 200 };
    const request = new Request(`http://localhost/en/login${search}`);
    if (posted) showPostedFields(request, [['email', 'x']]);
    const getActionResult = (action: { toString(): string }) => results[action.toString()];
    return { ctx: { getActionResult, url: new URL(request.url), request, response, cache } as never, headers, cache, response };
  }

  it('caches the plain page for everyone, and only it', async () => {
    const plain = context(false, '');
    await loadAuthPage(plain.ctx, 'en', 'sign-in');
    expect(plain.cache.set).toHaveBeenCalledWith(expect.objectContaining({ maxAge: expect.any(Number) }));
    const withQuery = context(false, '?redirect=%2Fen%2Fcart');
    await loadAuthPage(withQuery.ctx, 'en', 'sign-in');
    expect(withQuery.cache.set).not.toHaveBeenCalled();
  });

  it('keeps a page showing a post’s result private, with the refusal’s status', async () => {
    const failed = context(true, '?_result=1', { '?_action=auth.verifyCode': { data: undefined, error: refusal('GONE', 'Link is expired or invalid', 410) } });
    const page = await loadAuthPage(failed.ctx, 'en', 'sign-in');
    expect(failed.headers.get('Cache-Control')).toBe('private, no-store');
    expect(failed.cache.set).not.toHaveBeenCalled();
    expect(failed.response.status).toBe(410);
    expect(page).toMatchObject({ state: { step: 'code', failure: 'GONE' } });
  });

  it('sends a signed-in shopper on with 303 targets from the Actions', async () => {
    const done = context(true, '?_result=1', { '?_action=auth.verifyCode': { data: { redirectTo: '/en/cart' }, error: undefined } });
    expect(await loadAuthPage(done.ctx, 'en', 'sign-in')).toEqual({ redirectTo: '/en/cart' });
    const out = context(true, '?_result=2', { '?_action=auth.signOut': { data: { redirectTo: '/en' }, error: undefined } });
    expect(await loadAuthPage(out.ctx, 'en', 'sign-in')).toEqual({ redirectTo: '/en' });
  });
});
