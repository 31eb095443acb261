/**
 * A page's first photos (first-photos.ts): a photo's WebP copies are started at every width its `srcset` offers, from
 * its original in the media; artwork that is not resized (SVG) asks for nothing.
 */
import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';

const prepareStandIns = vi.fn((..._args: unknown[]) => Promise.resolve());
const readMediaOriginal = vi.fn((_path: string) => Promise.resolve<Uint8Array | null>(new Uint8Array([1])));
vi.mock('@/server/media/responsive-media-copies.ts', () => ({ prepareStandIns }));
vi.mock('@/server/media/media-original.ts', () => ({ readMediaOriginal }));

const { prepareFirstPhoto } = await import('@/server/media/first-photos.ts');
const logger = { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as APIContext['logger'];

afterEach(() => {
  prepareStandIns.mockClear();
  readMediaOriginal.mockClear();
});

describe('prepareFirstPhoto', () => {
  it("starts the copies of a card's photo at its srcset's widths, read from its original", async () => {
    await prepareFirstPhoto('/media/catalog/product/a/p/phone-1.jpg', 300, logger);
    expect(prepareStandIns).toHaveBeenCalledTimes(1);
    const [path, widths, read] = prepareStandIns.mock.calls[0]! as [string, number[], () => Promise<unknown>];
    expect(path).toBe('catalog/product/a/p/phone-1.jpg');
    expect(widths).toEqual([160, 320, 480, 640]);
    await read();
    expect(readMediaOriginal).toHaveBeenCalledWith('catalog/product/a/p/phone-1.jpg');
  });

  it('asks for nothing for artwork that is not resized', async () => {
    await prepareFirstPhoto('/media/wysiwyg/banner.svg', 1200, logger);
    expect(prepareStandIns).not.toHaveBeenCalled();
  });
});
