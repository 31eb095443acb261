// @vitest-environment happy-dom
/**
 * The header's sign-in dialog (AuthDialog.tsx): its words and links are not in the page; the island asks for them
 * once a guest can open it, a press opens the dialog with them, and without them the press goes where the icon's
 * link goes.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The flow's own round-trips (its Actions) are not reached here: the dialog is only opened.
vi.mock('@/lib/browser/actions-client.ts', () => ({
  loadActions: () => Promise.reject(new Error('no Actions in unit tests')),
  actionErrorCode: () => undefined,
}));

const { default: AuthDialog } = await import('@/islands/auth/AuthDialog.tsx');
const { authTexts } = await import('@/components/auth/build-auth-texts.ts');

const links = {
  terms: '/en/terms-and-use',
  pages: { 'sign-in': '/en/login', 'sign-up': '/en/signup' },
  forms: {
    'sign-in': { requestCode: '/en/login?_action=auth.requestCode', verifyCode: '/en/login?_action=auth.verifyCode' },
    'sign-up': { requestCode: '/en/signup?_action=auth.requestCode', verifyCode: '/en/signup?_action=auth.verifyCode' },
  },
};

const WORDS_URL = '/api/auth-dialog?locale=en&release=r1';
const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();

function renderDialog() {
  return render(
    <AuthDialog locale="en" wordsUrl={WORDS_URL} accountHref="/en/account" label="My account" closeLabel="Close" className="icon" />,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  assign.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sign-in dialog', () => {
  it('asks for its words once a guest can open it, and opens with them', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ texts: authTexts('en'), links })));
    renderDialog();
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(WORDS_URL);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'My account' }));
    });
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: authTexts('en').flows['sign-in'].heading, hidden: true })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('goes where the icon’s link goes when its words cannot be had', async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 503 }));
    renderDialog();
    await act(async () => {});
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'My account' }));
    });
    expect(assign).toHaveBeenCalledWith('/en/account');
    // Asked again at the press, after the first answer failed.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
