/** "iphnoe" finds the iPhones and says so (issue 40): "Showing results for “iphone”", in both languages. */
import { expect, test } from './support/test.ts';
import { copy, fill } from './support/locales.ts';

for (const locale of ['ar', 'en'] as const) {
  test(`a misspelt search in ${locale} says what it shows results for`, async ({ request }) => {
    const html = await (await request.get(`/${locale}/search?keyword=iphnoe`)).text();
    expect(html).toContain(fill(copy(locale, 'catalog', 'search.showingResultsFor'), { keyword: 'iphone' }));
    const exact = await (await request.get(`/${locale}/search?keyword=iphone`)).text();
    expect(exact).not.toContain('data-testid="search-correction"');
  });
}
