/**
 * The announcement bar's script-free close (src/pages/api/announcement/close.ts): any path of ours goes back in
 * `Location` as header-safe ASCII, whatever its letters; a refusal speaks the page's language, else the request's.
 */
import { describe, expect, it } from 'vitest';
import { POST } from '@/pages/api/announcement/close.ts';
import { fakeRequest } from '../../../../../helpers/fake-request.ts';

const ID = '0123456789abcdef';

async function close(back: string, locale?: 'ar' | 'en') {
  const { context, jar } = fakeRequest({}, 'http://localhost/api/announcement/close');
  if (locale) context.locals.locale = locale;
  const request = new Request('http://localhost/api/announcement/close', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id: ID, return: back }).toString(),
  });
  const response = await POST({ ...context, request } as never);
  return { response, jar };
}

describe('closing the announcement without script', () => {
  it('sends the shopper back to an Arabic path, percent-encoded (not a 500)', async () => {
    const { response, jar } = await close('/ar/categories/هواتف?sort=الأحدث');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/ar/categories/${encodeURIComponent('هواتف')}?sort=${encodeURIComponent('الأحدث')}`,
    );
    expect(jar.get('closed_announcement')).toMatchObject({ value: ID });
  });

  it('percent-encodes € and ¿ instead of sending raw bytes', async () => {
    const euro = await close('/en/search?keyword=€100');
    expect(euro.response.status).toBe(303);
    expect(euro.response.headers.get('location')).toBe('/en/search?keyword=%E2%82%AC100');
    const question = await close('/en/search?keyword=¿qué');
    expect(question.response.status).toBe(303);
    expect(question.response.headers.get('location')).toBe('/en/search?keyword=%C2%BFqu%C3%A9');
    // Every byte of the header is ASCII.
    expect(question.response.headers.get('location')).toMatch(/^[\x21-\x7e]+$/);
  });

  it('keeps an ASCII path as it is', async () => {
    const { response } = await close('/en/about?x=1#top');
    expect(response.headers.get('location')).toBe('/en/about?x=1#top');
  });

  it("refuses another site in the page's language, else the request's", async () => {
    const english = await close('//evil.example/en', 'en');
    expect(english.response.status).toBe(400);
    expect(await english.response.text()).toBe('Please check the information you entered.');
    const fromPage = await close('https://evil.example/', 'ar');
    expect(fromPage.response.status).toBe(400);
    expect(await fromPage.response.text()).not.toBe('Please check the information you entered.');
  });
});
