/**
 * The header's account icon (spec §2): for a signed-in shopper a link to the account; for a guest it opens the
 * sign-in flow in a modal `<dialog>` (spec "OTP modals": the browser traps focus in it, makes the page behind
 * inert and closes it on Escape; focus goes back to the icon). Hydrated on interaction: until then, and without
 * JavaScript, the icon is a plain link to the account, which the guard turns into the sign-in page.
 *
 * The flow's words and links are not in the page: every page would carry them (about 4 KB). Once hydrated (the
 * shopper reaching for the icon), the island asks for them (`wordsUrl`, src/pages/api/auth-dialog.ts, kept by the
 * browser for the release); a press before they are there waits for them. Without them (offline, a failed answer)
 * the press goes where the link goes, the sign-in page.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { freshAuthState } from '@/lib/auth-fields.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { $user } from '@/stores/auth/session-mirror.ts';
import StrokeIcon from '@/islands/ui/StrokeIcon.tsx';
import { useHydrated } from '@/islands/ui/use-hydrated.ts';
import AuthPanel from './AuthPanel.tsx';
import type { AuthLinks, AuthTexts } from './auth-texts.ts';

type Props = {
  locale: Locale;
  /** Where the flow's words and links are (src/pages/api/auth-dialog.ts). */
  wordsUrl: string;
  accountHref: string;
  /** The icon's accessible name ("My account"). */
  label: string;
  /** The dialog's close button's accessible name. */
  closeLabel: string;
  className: string;
};

const ID_PREFIX = 'auth-dialog';

type DialogWords = { texts: AuthTexts; links: AuthLinks };

async function fetchWords(url: string): Promise<DialogWords | null> {
  try {
    const response = await fetch(url, { credentials: 'omit' });
    const body = response.ok ? ((await response.json()) as Partial<DialogWords>) : null;
    return body?.texts?.flows && body.links?.forms ? (body as DialogWords) : null;
  } catch {
    return null;
  }
}

export default function AuthDialog({ locale, wordsUrl, accountHref, label, closeLabel, className }: Props) {
  const hydrated = useHydrated();
  const user = useStore($user);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  // The flow starts afresh each time the dialog opens.
  const [opening, setOpening] = useState(0);
  const [words, setWords] = useState<DialogWords | null>(null);
  const asked = useRef<Promise<DialogWords | null> | null>(null);
  const opensDialog = hydrated && user === null;
  const askWords = () => {
    const answer = (asked.current ??= fetchWords(wordsUrl));
    // A failed answer is asked again at the next press.
    void answer.then((loaded) => {
      if (!loaded) asked.current = null;
    });
    return answer;
  };

  // Asked as soon as a guest can open it: the shopper's hand is on its way.
  useEffect(() => {
    if (opensDialog) void askWords();
  }, [opensDialog]);

  // The first field gets focus once the flow has rendered in the opened dialog.
  useEffect(() => {
    if (opening === 0) return;
    requestAnimationFrame(() => dialogRef.current?.querySelector<HTMLElement>('input[name=email]')?.focus());
  }, [opening]);

  async function open(event: MouseEvent<HTMLAnchorElement>) {
    if (!opensDialog || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const loaded = words ?? (await askWords());
    if (!loaded) {
      window.location.assign(accountHref);
      return;
    }
    setWords(loaded);
    setOpening((count) => count + 1);
    dialogRef.current?.showModal();
  }

  return (
    <>
      <a
        ref={triggerRef}
        href={accountHref}
        aria-label={label}
        aria-haspopup={opensDialog ? 'dialog' : undefined}
        onClick={(event) => void open(event)}
        className={className}
        data-account-link
      >
        <StrokeIcon name="user" />
      </a>
      <dialog
        ref={dialogRef}
        aria-labelledby={`${ID_PREFIX}-title`}
        onClose={() => triggerRef.current?.focus()}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-6 text-ink-900 shadow-xl backdrop:bg-black/50"
      >
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          aria-label={closeLabel}
          className="float-end -m-2 inline-flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
        >
          <StrokeIcon name="close" className="size-5" />
        </button>
        {opening > 0 && words && (
          <AuthPanel key={opening} locale={locale} initial={freshAuthState('sign-in')} texts={words.texts} links={words.links} mode="dialog" idPrefix={ID_PREFIX} />
        )}
      </dialog>
    </>
  );
}
