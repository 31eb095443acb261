/**
 * A rendered page: the head's link to the whole stylesheet becomes the page's own rules, which name the file for the
 * shell to link once the page has loaded, and the policy gets the rules' hash. Other answers pass as they are.
 */
import { describe, expect, it } from 'vitest';
import { parseStylesheet } from '@/server/layout/critical-styles.ts';
import { withPageStyles } from '@/server/layout/page-styles.ts';
import { cspHashSource } from '@/server/security/content-security-policy.ts';

const stylesheet = parseStylesheet('body{margin:0}.used{color:red}.unused{color:blue}');
const LINK = '<link rel="stylesheet" href="/_astro/global.X1.css" data-page-styles>';

function page(body: string, type = 'text/html; charset=utf-8'): Response {
  return new Response(body, { status: 404, headers: { 'content-type': type, 'content-length': '9', 'x-kept': 'yes' } });
}

describe('withPageStyles', () => {
  it("inlines the page's rules naming the whole file, and gives the rules' hash", async () => {
    const { response, styleHashes } = await withPageStyles(page(`<html><head>${LINK}</head><body><p class="used">$&</p></body></html>`), stylesheet);
    expect(await response.text()).toBe(
      '<html><head><style data-store-stylesheet="/_astro/global.X1.css">body{margin:0}.used{color:red}</style></head>' +
        '<body><p class="used">$&</p></body></html>',
    );
    expect(styleHashes).toEqual([cspHashSource('body{margin:0}.used{color:red}')]);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-kept')).toBe('yes');
    expect(response.headers.get('content-length')).toBeNull();
  });

  it('leaves a page without the link, and answers that are not HTML, as they are', async () => {
    const plain = await withPageStyles(page('<html><body><p class="used"></p></body></html>'), stylesheet);
    expect(await plain.response.text()).toBe('<html><body><p class="used"></p></body></html>');
    expect(plain.styleHashes).toEqual([]);
    const json = page(LINK, 'application/json');
    expect((await withPageStyles(json, stylesheet)).response).toBe(json);
  });

  it('keeps the render-blocking link when the stylesheet could not be read', async () => {
    const response = page(`<head>${LINK}</head>`);
    expect((await withPageStyles(response, null)).response).toBe(response);
  });
});
