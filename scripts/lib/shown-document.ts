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
      // A prerender's target is a page too, and may still answer for the document it was started from.
      if (target.type() !== 'page' || (target as OwnSession)._subtype() === 'prerender') continue;
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

type Listener = (event: Record<string, unknown>) => void;

/** The lines said so far, and how to stop listening. */
export type SpeculationLog = { lines: string[]; stop(): void };

/**
 * What Chromium and the server said about the speculative loads started from `session`'s document, as lines to
 * print when a test about them fails: Chromium's prefetch and prerender statuses (the Preload domain: the reason it
 * gave up on one, such as a prefetch the server declined), the attempts the rules made, and the server's answer to
 * each speculative request (`Sec-Purpose`), on the page and in the prerenders' own sessions. Call before the rules
 * start anything; `stop()` detaches the listeners.
 */
export async function speculationLog(session: CDPSession): Promise<SpeculationLog> {
  const started = Date.now();
  const lines: string[] = [];
  const note = (text: string) => lines.push(`+${String(Date.now() - started).padStart(6)} ms ${text}`);
  const speculative = new Map<string, string>();
  const listeners: [CDPSession, string, Listener][] = [];
  const on = (target: CDPSession, name: string, listener: Listener) => {
    target.on(name as never, listener as never);
    listeners.push([target, name, listener]);
  };
  const watchNetwork = (target: CDPSession, where: string) => {
    on(target, 'Network.requestWillBeSent', (event) => {
      const request = event.request as { url: string; headers: Record<string, string> };
      const purpose = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'sec-purpose')?.[1];
      // The page's speculative requests and its own navigations; of a prerender, its document (not its subresources).
      if (where === 'page' ? purpose === undefined && event.type !== 'Document' : event.type !== 'Document') return;
      speculative.set(event.requestId as string, request.url);
      note(`${where} request ${request.url} sec-purpose=${purpose ?? '-'}`);
    });
    on(target, 'Network.responseReceived', (event) => {
      const url = speculative.get(event.requestId as string);
      if (url === undefined) return;
      const response = event.response as { status: number; headers: Record<string, string> };
      const headers = Object.entries(response.headers)
        .filter(([name]) => /^(cache-control|x-cache|x-declined|retry-after|server-timing|vary|content-type)$/i.test(name))
        .map(([name, value]) => `${name}: ${value}`)
        .join('; ');
      note(`${where} response ${response.status} ${url} (${headers})`);
    });
    on(target, 'Network.loadingFailed', (event) => {
      const url = speculative.get(event.requestId as string);
      if (url !== undefined) note(`${where} failed ${url}: ${String(event.errorText)}${event.canceled ? ' (canceled)' : ''}`);
    });
  };
  on(session, 'Preload.prefetchStatusUpdated', (event) => note(`prefetch ${String(event.prefetchUrl)}: ${String(event.status)} ${String(event.prefetchStatus ?? '')}`));
  on(session, 'Preload.prerenderStatusUpdated', (event) => {
    const key = event.key as { url: string };
    const extra = [event.prerenderStatus, event.disallowedMojoInterface, event.mismatchedHeaders && JSON.stringify(event.mismatchedHeaders)].filter(Boolean);
    note(`prerender ${key.url}: ${String(event.status)} ${extra.join(' ')}`);
  });
  on(session, 'Preload.preloadingAttemptSourcesUpdated', (event) => {
    const sources = event.preloadingAttemptSources as { key: { action: string } }[];
    const count = (action: string) => sources.filter(({ key }) => key.action === action).length;
    note(`the rules' candidates: ${count('Prefetch')} to prefetch, ${count('Prerender')} to prerender`);
  });
  watchNetwork(session, 'page');
  const connection = session.connection();
  const onAttached = (each: CDPSession) => watchNetwork(each, 'prerender');
  connection?.on('sessionattached', onAttached as never);
  for (const each of attached) watchNetwork(each, 'prerender');
  await session.send('Preload.enable');
  await session.send('Network.enable');
  return {
    lines,
    stop() {
      connection?.off('sessionattached', onAttached as never);
      for (const [target, name, listener] of listeners) target.off(name as never, listener as never);
    },
  };
}
