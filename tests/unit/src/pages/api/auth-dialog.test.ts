/**
 * The sign-in dialog's words and links (src/pages/api/auth-dialog.ts), asked for by the header's island once it is
 * hydrated: in the asked language, kept for good only when asked with the deployed release's id, and a clear 400
 * for a language the store does not have.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('astro:actions', () => ({
  actions: {
    auth: {
      requestCode: { toString: () => '?_action=auth.requestCode' },
      verifyCode: { toString: () => '?_action=auth.verifyCode' },
    },
  },
}));

const { GET } = await import('@/pages/api/auth-dialog.ts');
const { authLinks } = await import('@/components/auth/auth-links.ts');
const { authTexts } = await import('@/components/auth/build-auth-texts.ts');

async function ask(query: string) {
  const url = new URL(`http://localhost/api/auth-dialog?${query}`);
  const response = await GET({ url, request: new Request(url) } as never);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

afterEach(() => {
  delete process.env.RELEASE_ID;
});

describe('the sign-in dialog’s words', () => {
  it('answers the words and links of the asked language', async () => {
    const { response, body } = await ask('locale=ar');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(body).toEqual({ texts: authTexts('ar'), links: authLinks('ar') });
    expect((await ask('locale=en')).body).toEqual({ texts: authTexts('en'), links: authLinks('en') });
  });

  it('is kept for good when asked with the deployed release, and revalidated otherwise', async () => {
    process.env.RELEASE_ID = '20261129T150000Z-abc1234';
    expect((await ask('locale=ar&release=20261129T150000Z-abc1234')).response.headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await ask('locale=ar&release=20261128T150000Z-0000000')).response.headers.get('cache-control')).toBe('public, no-cache');
    expect((await ask('locale=ar')).response.headers.get('cache-control')).toBe('public, no-cache');
    delete process.env.RELEASE_ID;
    // A build that is no release (npm start): its words change with each build.
    expect((await ask('locale=ar&release=unreleased')).response.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('refuses a language the store does not have, or an overlong release, with a 400', async () => {
    for (const query of ['locale=fr', '', `locale=ar&release=${'x'.repeat(65)}`]) {
      const { response } = await ask(query);
      expect(response.status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
