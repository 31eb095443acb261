/**
 * The responsive copies of raster media (responsive-media-copies.ts): made once and kept, one read of the original
 * for every copy being made of it, a WebP copy answering for an AVIF copy while sharp is still making it, and a
 * ready copy as sharp (another accepted format, or wider) answering at once for one still being made.
 * The image service is a stand-in whose encodes finish when the test says so.
 */
import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Encode = { format: string; width: number; finish: () => void; fail: (error: Error) => void };
const encodes: Encode[] = [];

vi.mock('astro:assets', () => ({
  imageConfig: {},
  getConfiguredImageService: () =>
    Promise.resolve({
      transform: (_original: Uint8Array, options: { format: string; width: number }) =>
        new Promise((resolve, reject) => {
          encodes.push({
            format: options.format,
            width: options.width,
            finish: () => resolve({ data: new TextEncoder().encode(`${options.format}@${options.width}`), format: options.format }),
            fail: reject,
          });
        }),
    }),
}));

const { prepareStandIns, responsiveMediaCopy } = await import('@/server/media/responsive-media-copies.ts');

const logger = { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as APIContext['logger'];
const ORIGINAL = new Uint8Array([0xff, 0xd8, 0xff]);

function reader() {
  return vi.fn(() => Promise.resolve<Uint8Array | null>(ORIGINAL));
}

/** The encode of `format` at `width` once the service has been asked for it. */
async function encodeOf(format: string, width: number): Promise<Encode> {
  await vi.waitFor(() => expect(encodes.some((encode) => encode.format === format && encode.width === width)).toBe(true));
  return encodes.find((encode) => encode.format === format && encode.width === width)!;
}

const text = (body: Uint8Array) => new TextDecoder().decode(body);
/** What a URL naming AVIF takes (WebP stands in), and one naming WebP. */
const AVIF = ['avif', 'webp'] as const;
const WEBP = ['webp'] as const;

afterEach(() => {
  encodes.length = 0;
  vi.mocked(logger.warn).mockClear();
});

describe('responsive media copies', () => {
  it('answers an AVIF copy not made yet with the WebP copy, without waiting for the AVIF encode', async () => {
    const read = reader();
    const answer = responsiveMediaCopy('p/a.jpg', 960, AVIF, read, logger);
    (await encodeOf('webp', 960)).finish();
    const copy = await answer;
    expect(copy).toMatchObject({ contentType: 'image/webp', standIn: true });
    expect(text(copy!.body)).toBe('webp@960');
    // Both copies were made from one read of the original.
    expect(encodes.map((encode) => encode.format).sort()).toEqual(['avif', 'webp']);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('answers the AVIF copy itself once it is made, and keeps it', async () => {
    const read = reader();
    const first = responsiveMediaCopy('p/b.jpg', 480, AVIF, read, logger);
    (await encodeOf('webp', 480)).finish();
    await first;
    (await encodeOf('avif', 480)).finish();
    await vi.waitFor(async () => {
      const copy = await responsiveMediaCopy('p/b.jpg', 480, AVIF, read, logger);
      expect(copy).toMatchObject({ contentType: 'image/avif', standIn: false });
    });
    const encodesBefore = encodes.length;
    expect(text((await responsiveMediaCopy('p/b.jpg', 480, AVIF, read, logger))!.body)).toBe('avif@480');
    expect(encodes.length).toBe(encodesBefore);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('makes a copy once for requests that ask while it is being made', async () => {
    const read = reader();
    const answers = [1, 2, 3].map(() => responsiveMediaCopy('p/c.jpg', 320, WEBP, read, logger));
    (await encodeOf('webp', 320)).finish();
    for (const copy of await Promise.all(answers)) expect(copy).toMatchObject({ contentType: 'image/webp', standIn: false });
    expect(encodes.length).toBe(1);
  });

  it('keeps answering with WebP when the AVIF encode fails, and tries AVIF again on the next request', async () => {
    const read = reader();
    const first = responsiveMediaCopy('p/d.jpg', 640, AVIF, read, logger);
    (await encodeOf('webp', 640)).finish();
    (await encodeOf('avif', 640)).fail(new Error('no AVIF encoder'));
    expect(await first).toMatchObject({ contentType: 'image/webp', standIn: true });
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledOnce());
    encodes.length = 0;
    expect(await responsiveMediaCopy('p/d.jpg', 640, AVIF, read, logger)).toMatchObject({ contentType: 'image/webp', standIn: true });
    expect((await encodeOf('avif', 640)).format).toBe('avif');
  });

  it('answers null for an original the backend does not have', async () => {
    const missing = vi.fn(() => Promise.resolve<Uint8Array | null>(null));
    expect(await responsiveMediaCopy('p/missing.jpg', 160, AVIF, missing, logger)).toBeNull();
    expect(await responsiveMediaCopy('p/missing.jpg', 160, WEBP, missing, logger)).toBeNull();
    expect(logger.warn).not.toHaveBeenCalled();
  });
  it('says whether the copy answering was made while the request waited or kept before it came', async () => {
    const first = responsiveMediaCopy('p/e.jpg', 320, WEBP, reader(), logger);
    (await encodeOf('webp', 320)).finish();
    expect(await first).toMatchObject({ standIn: false, readiness: 'made' });
    expect(await responsiveMediaCopy('p/e.jpg', 320, WEBP, reader(), logger)).toMatchObject({ standIn: false, readiness: 'kept' });
  });

  it('makes a copy in the original’s format for a browser that takes neither AVIF nor WebP', async () => {
    const answer = responsiveMediaCopy('p/f.png', 480, ['png'], reader(), logger);
    (await encodeOf('png', 480)).finish();
    expect(await answer).toMatchObject({ contentType: 'image/png', standIn: false });
    expect(encodes.map((encode) => encode.format)).toEqual(['png']);
  });

  describe('a request that comes while its copy is being made', () => {
    it('is answered at once by a ready copy up to twice as wide, while its own is made', async () => {
      const wide = responsiveMediaCopy('p/g.jpg', 640, WEBP, reader(), logger);
      (await encodeOf('webp', 640)).finish();
      await wide;
      encodes.length = 0;

      const read = reader();
      // No encode is finished: the answer is the 640 px copy, ready before the request came.
      const narrower = await responsiveMediaCopy('p/g.jpg', 320, ['avif', 'webp', 'jpeg'], read, logger);
      expect(narrower).toMatchObject({ contentType: 'image/webp', standIn: true, readiness: 'kept' });
      expect(text(narrower!.body)).toBe('webp@640');
      // Its own copy, in the format asked for, is made after the answer.
      (await encodeOf('avif', 320)).finish();
      await vi.waitFor(async () => {
        expect(await responsiveMediaCopy('p/g.jpg', 320, ['avif', 'webp', 'jpeg'], read, logger)).toMatchObject({ contentType: 'image/avif', standIn: false });
      });
    });

    it('waits for its own copy when the only ready one is more than twice as wide, or narrower (blurred)', async () => {
      for (const width of [1200, 160] as const) {
        const ready = responsiveMediaCopy('p/h.jpg', width, WEBP, reader(), logger);
        (await encodeOf('webp', width)).finish();
        await ready;
      }
      encodes.length = 0;
      const answer = responsiveMediaCopy('p/h.jpg', 320, WEBP, reader(), logger);
      (await encodeOf('webp', 320)).finish();
      expect(text((await answer)!.body)).toBe('webp@320');
      expect(await answer).toMatchObject({ standIn: false, readiness: 'made' });
    });

    it('waits for the encode a page started ahead, with no second one, and says it was made ahead', async () => {
      const prepared = prepareStandIns('p/i.jpg', [480], reader(), logger);
      const answer = responsiveMediaCopy('p/i.jpg', 480, WEBP, reader(), logger);
      (await encodeOf('webp', 480)).finish();
      await prepared;
      expect(await answer).toMatchObject({ standIn: false, readiness: 'ahead' });
      expect(encodes.map((encode) => `${encode.format}@${encode.width}`)).toEqual(['webp@480']);
    });
  });

  describe('made ahead (a page\'s first photos, as the page renders)', () => {
    it('answers the first request for an AVIF or a WebP copy at once, with no encode on its path', async () => {
      const ahead = reader();
      const prepared = prepareStandIns('p/first.jpg', [320, 640], ahead, logger);
      (await encodeOf('webp', 320)).finish();
      (await encodeOf('webp', 640)).finish();
      await prepared;
      expect(ahead).toHaveBeenCalledTimes(1);
      encodes.length = 0;

      const read = reader();
      // No encode is finished below: each answer is one kept before the request came.
      expect(text((await responsiveMediaCopy('p/first.jpg', 640, WEBP, read, logger))!.body)).toBe('webp@640');
      expect(read).not.toHaveBeenCalled();
      const avif = await responsiveMediaCopy('p/first.jpg', 320, AVIF, read, logger);
      expect(avif).toMatchObject({ contentType: 'image/webp', standIn: true, readiness: 'kept' });
      expect(text(avif!.body)).toBe('webp@320');
      // The AVIF copy is made after the answer, off the request's path; no WebP copy was made again.
      (await encodeOf('avif', 320)).finish();
      expect(encodes.map((encode) => `${encode.format}@${encode.width}`)).toEqual(['avif@320']);
    });

    it('makes nothing again for copies already kept, and settles without throwing when the original is missing', async () => {
      const kept = responsiveMediaCopy('p/kept.jpg', 160, WEBP, reader(), logger);
      (await encodeOf('webp', 160)).finish();
      await kept;
      encodes.length = 0;
      const read = reader();
      await prepareStandIns('p/kept.jpg', [160], read, logger);
      expect(read).not.toHaveBeenCalled();
      expect(encodes).toEqual([]);
      await expect(prepareStandIns('p/missing.jpg', [160], () => Promise.resolve(null), logger)).resolves.toBeUndefined();
      expect(logger.warn).not.toHaveBeenCalled();
    });
  });
});
