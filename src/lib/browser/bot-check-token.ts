/**
 * Browser side of the bot check (reCAPTCHA v3, action `submit`) on the newsletter and contact forms. It is on only
 * when the page carries the site key (`<meta name="recaptcha-site-key">`, rendered from RECAPTCHA_SITE_KEY): then
 * Google's script is loaded on the first need, and each submission gets a fresh token. Without the key nothing is
 * loaded and every token is null.
 */
type Grecaptcha = { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const BOT_CHECK_FIELD = 'recaptchaToken';
const SCRIPT_ORIGIN = 'https://www.google.com/recaptcha/api.js';

let loading: Promise<Grecaptcha> | null = null;

export function botCheckSiteKey(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="recaptcha-site-key"]')?.content || null;
}

function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${SCRIPT_ORIGIN}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => (window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha!)) : reject(new Error('no grecaptcha')));
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Starts loading Google's script ahead of a submission (on the first focus of a protected form). */
export function prepareBotCheck(): void {
  const siteKey = botCheckSiteKey();
  if (siteKey) loadScript(siteKey).catch(() => {});
}

/** A fresh token for one submission, or null when the check is off or could not run (the server then refuses). */
export async function botCheckToken(): Promise<string | null> {
  const siteKey = botCheckSiteKey();
  if (!siteKey) return null;
  try {
    const grecaptcha = await loadScript(siteKey);
    return await grecaptcha.execute(siteKey, { action: 'submit' });
  } catch {
    return null;
  }
}
