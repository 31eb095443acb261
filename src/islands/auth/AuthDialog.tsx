/**
 * The header's account icon (spec §2): for a signed-in shopper a link to the account; for a guest it opens the
 * sign-in flow in a modal `<dialog>` (spec "OTP modals": the browser traps focus in it, makes the page behind
 * inert and closes it on Escape; focus goes back to the icon). Hydrated on interaction: until then, and without
 * JavaScript, the icon is a plain link to the account, which the guard turns into the sign-in page.
 *
 * The flow's words are not its props: every page would carry them twice over in the island's escaped props. The
 * header writes them once as `<script type="application/json" id="auth-dialog-texts">` (SiteHeader.astro), read
 * when the dialog first opens.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { freshAuthState } from '@/lib/auth-fields.ts';
import { readInlineJson } from '@/lib/inline-json.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { $user } from '@/stores/auth/session-mirror.ts';
import StrokeIcon from '@/islands/ui/StrokeIcon.tsx';
import { useHydrated } from '@/islands/ui/use-hydrated.ts';
import AuthPanel from './AuthPanel.tsx';
import type { AuthLinks, AuthTexts } from './auth-texts.ts';

/** The id of the header's block holding the flow's words. */
export const AUTH_DIALOG_TEXTS_ID = 'auth-dialog-texts';

type Props = {
  locale: Locale;
  links: AuthLinks;
  accountHref: string;
  /** The icon's accessible name ("My account"). */
  label: string;
  /** The dialog's close button's accessible name. */
  closeLabel: string;
  className: string;
};

const ID_PREFIX = 'auth-dialog';

export default function AuthDialog({ locale, links, accountHref, label, closeLabel, className }: Props) {
  const hydrated = useHydrated();
  const user = useStore($user);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  // The flow starts afresh each time the dialog opens.
  const [opening, setOpening] = useState(0);
  const [texts, setTexts] = useState<AuthTexts | null>(null);
  const opensDialog = hydrated && user === null;

  // The first field gets focus once the flow has rendered in the opened dialog.
  useEffect(() => {
    if (opening === 0) return;
    requestAnimationFrame(() => dialogRef.current?.querySelector<HTMLElement>('input[name=email]')?.focus());
  }, [opening]);

  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (!opensDialog || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const words = texts ?? readInlineJson<AuthTexts>(document.getElementById(AUTH_DIALOG_TEXTS_ID));
    // Without its words (a page that lost the block) the icon stays the link to the sign-in page.
    if (!words) return;
    event.preventDefault();
    setTexts(words);
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
        onClick={open}
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
        {opening > 0 && texts && (
          <AuthPanel key={opening} locale={locale} initial={freshAuthState('sign-in')} texts={texts} links={links} mode="dialog" idPrefix={ID_PREFIX} />
        )}
      </dialog>
    </>
  );
}
