/**
 * Driving a Chromium that prerenders and restores pages from the back/forward cache, through puppeteer-core
 * (bench-journey.ts, tests/integration/pages/instant-navigation.test.ts). Puppeteer's Page follows neither a
 * prerender's activation nor a restore reliably (its frame goes stale), so these talk to a document's target
 * through puppeteer's own session with it. Those sessions hang under the tab's target, as Chromium requires to
 * prerender: a session of one's own, attached to the page alone (page.createCDPSession(), or Playwright's), makes it
 * refuse (PrerenderingDisabledByDevTools).
 */
import type { BrowserContext, CDPSession, Target } from 'puppeteer-core';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

type OwnSession = Target & { _session(): CDPSession | undefined; _subtype(): string | undefined };

/** Runs `expression` in the document (awaiting a promise) and answers its value. */
export async function evaluate(session: CDPSession, expression: string, timeoutMs = 30_000): Promise<unknown> {
  const answer = (await Promise.race([
    session.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }),
    sleep(timeoutMs).then(() => {
      throw new Error(`evaluate timed out: ${expression.slice(0, 80)}`);
    }),
  ])) as { result: { value?: unknown }; exceptionDetails?: { text: string; exception?: { description?: string } } };
  if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
  return answer.result.value;
}

/** The session of the profile's shown document (visible, not a prerender, loaded) once its URL passes `until`. */
export async function shownDocument(context: BrowserContext, until: (href: string) => boolean, timeoutMs = 60_000): Promise<CDPSession> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const target of context.targets()) {
      if (target.type() !== 'page') continue;
      const session = (target as OwnSession)._session();
      if (!session) continue;
      const state = (await evaluate(session, `[document.visibilityState, document.prerendering === true, location.href, document.readyState]`, 1000).catch(
        () => null,
      )) as [string, boolean, string, string] | null;
      if (state && state[0] === 'visible' && !state[1] && state[3] === 'complete' && until(state[2])) return session;
    }
    await sleep(50);
  }
  throw new Error('no shown document reached the expected page');
}

/** Every session puppeteer attaches, prerenders' among them (which no BrowserContext.targets() lists). */
const attached = new Set<CDPSession>();
const followed = new WeakSet<object>();

/** Starts noting the sessions attached on `session`'s connection (prerenders'), before any prerender starts. */
export function followSessions(session: CDPSession): void {
  const connection = session.connection();
  if (!connection || followed.has(connection)) return;
  followed.add(connection);
  connection.on('sessionattached', (each: CDPSession) => {
    attached.add(each);
    each.once('CDPSession.Disconnected', () => attached.delete(each));
  });
}

/** The session of the page being prerendered for `url`, if there is one (followSessions must have been called). */
export async function prerenderOf(url: string): Promise<CDPSession | undefined> {
  for (const session of attached) {
    const target = (session as CDPSession & { target(): OwnSession }).target();
    if (target._subtype() !== 'prerender') continue;
    if ((await evaluate(session, 'location.href', 500).catch(() => null)) === url) return session;
  }
  return undefined;
}

/** Waits until Chromium says the prerender of `url` is ready to be shown (its navigation committed), or `ms` passes. */
export function prerenderReady(session: CDPSession, url: string, ms: number): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      session.off('Preload.prerenderStatusUpdated', listener);
      done();
    }
    function listener(event: { key: { url: string }; status: string }) {
      if (event.key.url === url && (event.status === 'Ready' || event.status === 'Failure')) finish();
    }
    session.on('Preload.prerenderStatusUpdated', listener);
  });
}

/** Waits until the page being prerendered for `url` has loaded, or `ms` passes (`session`: the page that started it). */
export async function prerendered(session: CDPSession, url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  followSessions(session);
  await prerenderReady(session, url, ms);
  while (Date.now() < deadline) {
    const prerender = await prerenderOf(url);
    if (prerender && (await evaluate(prerender, 'document.readyState', 500).catch(() => null)) === 'complete') return;
    await sleep(50);
  }
}
