// @vitest-environment happy-dom
/**
 * A catalogue page's Speculation Rules across the back/forward cache (src/components/catalog/speculation-rules.ts): a
 * page left takes them out (else Chrome prerenders, as the page comes back, the link the shopper had taken from it),
 * and a page restored puts them in again once it has drawn its first frame; a page shown as usual is left alone. In a
 * file of its own: each call leaves its listeners on the window.
 */
import { describe, expect, it } from 'vitest';
import { speculateCatalogueLinks, speculationRulesText } from '@/components/catalog/speculation-rules.ts';

const inserted = () => [...document.querySelectorAll('script[type="speculationrules"]')].map((script) => script.textContent);
const nextFrameAndTask = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(() => setTimeout(done))));
const pageEvent = (type: 'pagehide' | 'pageshow', persisted: boolean) => window.dispatchEvent(Object.assign(new Event(type), { persisted }));

describe('speculateCatalogueLinks across the back/forward cache', () => {
  it('takes the rules out as the page is left, and puts them in again after a restored page\'s first frame, once', async () => {
    speculateCatalogueLinks('en');
    expect(inserted()).toEqual([speculationRulesText('en')]);

    pageEvent('pagehide', true);
    expect(inserted()).toEqual([]);
    pageEvent('pageshow', true);
    // Not in the restore's own task: the frame the restored page is shown with comes first.
    expect(inserted()).toEqual([]);
    await nextFrameAndTask();
    expect(inserted()).toEqual([speculationRulesText('en')]);

    // A page shown as usual (not from the cache) keeps what it has, and a second restore does not add a second set.
    pageEvent('pageshow', false);
    pageEvent('pageshow', true);
    await nextFrameAndTask();
    expect(inserted()).toEqual([speculationRulesText('en')]);
  });
});
