// @vitest-environment happy-dom
/**
 * A catalogue page's Speculation Rules across the back/forward cache (src/components/catalog/speculation-rules.ts): a
 * frozen page takes them out (else Chrome prerenders, as the page comes back from the cache, the link the shopper had
 * taken from it); a page restored puts them in again once it has drawn its first frame, and a thawed background tab
 * at its first frame; a page shown as usual is left alone. In a file of its own: each call leaves its listeners on
 * the window.
 */
import { describe, expect, it } from 'vitest';
import { speculateCatalogueLinks, speculationRulesText } from '@/components/catalog/speculation-rules.ts';

const inserted = () => [...document.querySelectorAll('script[type="speculationrules"]')].map((script) => script.textContent);
const nextFrameAndTask = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(() => setTimeout(done))));
const pageEvent = (type: 'pagehide' | 'pageshow', persisted: boolean) => window.dispatchEvent(Object.assign(new Event(type), { persisted }));
const lifecycle = (type: 'freeze' | 'resume') => document.dispatchEvent(new Event(type));
// A connection that is neither Save-Data nor 2g, and tells when it changes.
const connection = Object.assign(new EventTarget(), { saveData: false, effectiveType: '4g' });
Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

describe('speculateCatalogueLinks across the back/forward cache', () => {
  it("takes the rules out as the page is frozen, and puts them in again after a restored page's first frame, once", async () => {
    // A browser that tells when a restored page is about to be drawn (Chrome 123+).
    Object.assign(window, { onpagereveal: null });
    speculateCatalogueLinks('en');
    expect(inserted()).toEqual([speculationRulesText('en')]);

    // Left for the cache: the page's own pagehide work runs with the rules still in, and they come out on freeze.
    pageEvent('pagehide', true);
    expect(inserted()).toEqual([speculationRulesText('en')]);
    lifecycle('freeze');
    expect(inserted()).toEqual([]);

    lifecycle('resume');
    pageEvent('pageshow', true);
    // Chrome tells a restored page its connection changed, before its first frame: the rules stay out.
    connection.dispatchEvent(new Event('change'));
    expect(inserted()).toEqual([]);
    // Not as it is shown again, nor at the next frame: only after the frame it is revealed with.
    await nextFrameAndTask();
    expect(inserted()).toEqual([]);
    window.dispatchEvent(new Event('pagereveal'));
    expect(inserted()).toEqual([]);
    await nextFrameAndTask();
    expect(inserted()).toEqual([speculationRulesText('en')]);

    // A page shown as usual (not from the cache) keeps what it has, and a restore that kept its rules adds none.
    pageEvent('pageshow', false);
    pageEvent('pageshow', true);
    window.dispatchEvent(new Event('pagereveal'));
    await nextFrameAndTask();
    expect(inserted()).toEqual([speculationRulesText('en')]);
  });

  it('a background tab frozen and thawed has its rules again at its first frame', async () => {
    speculateCatalogueLinks('ar');
    expect(inserted()).toContain(speculationRulesText('ar'));
    lifecycle('freeze');
    expect(inserted()).not.toContain(speculationRulesText('ar'));
    lifecycle('resume');
    expect(inserted()).not.toContain(speculationRulesText('ar'));
    await nextFrameAndTask();
    expect(inserted().filter((text) => text === speculationRulesText('ar'))).toHaveLength(1);
  });
});
