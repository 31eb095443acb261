/**
 * The format a width-only copy URL is answered in, from the request's Accept (negotiated-format.ts): AVIF (with
 * WebP to stand in for it), else WebP, else the original's own format; a type counts when named with a quality above 0.
 */
import { describe, expect, it } from 'vitest';
import { acceptedCopyFormats } from '@/server/media/negotiated-format.ts';

const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SAFARI_16 = 'image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,video/*;q=0.8,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';
const SAFARI_14 = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';
const OLD_BROWSER = 'image/png,image/*;q=0.8,*/*;q=0.5';

describe('acceptedCopyFormats', () => {
  it('answers a browser that names AVIF in AVIF, with WebP and then the original behind it', () => {
    expect(acceptedCopyFormats(CHROME, 'jpeg')).toEqual(['avif', 'webp', 'jpeg']);
    expect(acceptedCopyFormats(SAFARI_16, 'png')).toEqual(['avif', 'webp', 'png']);
    expect(acceptedCopyFormats('IMAGE/AVIF', 'webp')).toEqual(['avif', 'webp']);
  });

  it('answers one that names WebP only in WebP, and anything else in the original’s format', () => {
    expect(acceptedCopyFormats(SAFARI_14, 'jpeg')).toEqual(['webp', 'jpeg']);
    expect(acceptedCopyFormats(OLD_BROWSER, 'jpeg')).toEqual(['jpeg']);
    expect(acceptedCopyFormats('*/*', 'png')).toEqual(['png']);
    expect(acceptedCopyFormats(null, 'jpeg')).toEqual(['jpeg']);
    expect(acceptedCopyFormats('', 'webp')).toEqual(['webp']);
  });

  it('does not count a type refused with a quality of 0', () => {
    expect(acceptedCopyFormats('image/avif;q=0, image/webp', 'jpeg')).toEqual(['webp', 'jpeg']);
    expect(acceptedCopyFormats('image/avif; q=0.0, image/webp;q=0', 'jpeg')).toEqual(['jpeg']);
    expect(acceptedCopyFormats('image/avif;q=0.1', 'jpeg')).toEqual(['avif', 'webp', 'jpeg']);
  });

  it('reads a very long header only as far as any browser’s', () => {
    expect(acceptedCopyFormats(`${'x/y,'.repeat(2000)}image/avif`, 'jpeg')).toEqual(['jpeg']);
  });
});
