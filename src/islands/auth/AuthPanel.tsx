/**
 * Sign-in or sign-up by one-time code (spec §2 "OTP modals", §4, §5): the same flow on the /login and /signup
 * pages and in the header's dialog. Server-rendered, it is a pair of plain forms posting the auth Actions, so it
 * works before (or without) hydration; hydrated, it checks each field as the shopper goes and keeps the page.
 *
 * On the pages the other flow is the other page; in the dialog the flows switch in place. Once signed in, the
 * page goes to `redirect` (one of our paths, else the account), the dialog reloads the page it was opened on.
 */
import type { AuthFlow, AuthState } from '@/lib/auth-fields.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { navigateTo } from '@/islands/ui/navigate.ts';
import type { AuthLinks, AuthTexts } from './auth-texts.ts';
import CodeStep from './CodeStep.tsx';
import ContactStep from './ContactStep.tsx';
import { useAuthFlow } from './use-auth-flow.ts';

type Props = {
  locale: Locale;
  initial: AuthState;
  texts: AuthTexts;
  links: AuthLinks;
  mode: 'page' | 'dialog';
  /** Prefix of every id inside, unique on the page (the page's panel and the header dialog's can both be there). */
  idPrefix: string;
};

const OTHER: Record<AuthFlow, AuthFlow> = { 'sign-in': 'sign-up', 'sign-up': 'sign-in' };

export default function AuthPanel({ locale, initial, texts, links, mode, idPrefix }: Props) {
  const state = useAuthFlow({
    locale,
    initial,
    texts,
    onSignedIn: (answer) => navigateTo(mode === 'page' ? answer.redirectTo : `${location.pathname}${location.search}`),
  });
  const flowTexts = texts.flows[state.flow];
  const other = OTHER[state.flow];
  const Heading = mode === 'page' ? 'h1' : 'h2';
  return (
    <div className="space-y-5" data-auth-panel={state.flow}>
      <div className="space-y-2">
        <Heading id={`${idPrefix}-title`} className="text-2xl font-bold text-ink-900">
          {flowTexts.heading}
        </Heading>
        {state.step === 'contact' && <p className="text-sm text-ink-700">{flowTexts.intro}</p>}
      </div>
      {state.step === 'contact' ? (
        <ContactStep state={state} texts={texts} links={links} idPrefix={idPrefix} />
      ) : (
        <CodeStep locale={locale} state={state} texts={texts} links={links} idPrefix={idPrefix} headingLevel={mode === 'page' ? 2 : 3} />
      )}
      {state.step === 'contact' && (
        <p className="border-t border-ink-200 pt-4 text-sm text-ink-700">
          {flowTexts.switchPrompt}{' '}
          {mode === 'page' ? (
            <a href={links.pages[other]} className="font-bold text-brand-700 underline">
              {flowTexts.switchLink}
            </a>
          ) : (
            <button type="button" onClick={() => state.switchFlow(other)} className="font-bold text-brand-700 underline">
              {flowTexts.switchLink}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
