import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceUnavailableError, type CommerceClient } from '@/lib/commerce/index.ts';
import { loadHomePageData as loadWith } from '@/server/home/home-page-data.ts';

const commerce = {
  getHomeContent: vi.fn(),
  getSocialFeed: vi.fn(),
  getMenuCategories: vi.fn(),
  getHomeProductList: vi.fn(),
  getEcards: vi.fn(),
};
/** The home page's loader with a client whose answers each test sets. */
const loadHomePageData = (now: Date) => loadWith(commerce as unknown as CommerceClient, now);

const now = new Date('2026-11-23T10:00:00Z');
const outage = new CommerceUnavailableError('backend down');

describe('loadHomePageData', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    commerce.getHomeContent.mockResolvedValue({ main: null, top: null, middle: null, bottom: null, brands: null, mobileItem: null });
    commerce.getSocialFeed.mockResolvedValue(null);
    commerce.getMenuCategories.mockResolvedValue([]);
    commerce.getHomeProductList.mockResolvedValue([]);
    commerce.getEcards.mockResolvedValue([]);
  });

  it('leaves out a section that failed and keeps the others', async () => {
    commerce.getEcards.mockRejectedValue(outage);
    const data = await loadHomePageData(now);
    expect(data.ecards).toBeNull();
    expect(data.categories).toEqual([]);
  });

  it('throws the backend failure when every catalogue section failed, so the outage page or kept copy answers', async () => {
    commerce.getMenuCategories.mockRejectedValue(outage);
    commerce.getHomeProductList.mockRejectedValue(outage);
    commerce.getEcards.mockRejectedValue(outage);
    await expect(loadHomePageData(now)).rejects.toBe(outage);
  });

  it('keeps a degraded page when every section failed for a reason that is not the backend', async () => {
    const bug = new TypeError('not a backend failure');
    commerce.getMenuCategories.mockRejectedValue(bug);
    commerce.getHomeProductList.mockRejectedValue(bug);
    commerce.getEcards.mockRejectedValue(bug);
    const data = await loadHomePageData(now);
    expect(data.categories).toBeNull();
    expect(data.latest).toBeNull();
  });
});
