/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are probed by the assertions themselves, so they stay loosely typed */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

async function subscribe(path: string, body: unknown) {
  const response = await fetch(`${backend.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
}

describe('newsletter subscribe', () => {
  it('subscribes once, answers success false for a repeat, localized by store (spec path)', async () => {
    expect(await subscribe('/en/rest/en/V1/newsletter/subscribe', { email: 'News@Example.qa', recaptchaToken: 'placeholder' })).toEqual({
      status: 200,
      body: { success: true, message: 'Thank you for your subscription.' },
    });
    expect(await subscribe('/en/rest/en/V1/newsletter/subscribe', { email: 'news@example.qa', recaptchaToken: 'placeholder' })).toEqual({
      status: 200,
      body: { success: false, message: 'This email address is already subscribed.' },
    });
    expect((await subscribe('/en/rest/ar/V1/newsletter/subscribe', { email: 'news@example.qa', recaptchaToken: 'x' })).body).toEqual({
      success: false,
      message: 'عنوان البريد الإلكتروني هذا مشترك بالفعل.',
    });
    expect((await subscribe('/rest/ar/V1/newsletter/subscribe', { email: 'arabic@example.qa', recaptchaToken: 'x' })).body).toEqual({
      success: true,
      message: 'شكراً لاشتراكك.',
    });
  });

  it('rejects a missing, malformed, overlong or wrongly typed e-mail with a 400 Magento error', async () => {
    for (const body of [{}, { email: 'not-an-email' }, { email: `${'a'.repeat(300)}@example.qa` }, { email: 42 }, { email: 'ok@example.qa', recaptchaToken: 7 }]) {
      const response = await subscribe('/rest/en/V1/newsletter/subscribe', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ message: expect.any(String), parameters: expect.anything() });
    }
    expect((await subscribe('/rest/en/V1/newsletter/subscribe', { email: 'not-an-email' })).body.message).toBe('Please enter a valid email address.');
  });
});
