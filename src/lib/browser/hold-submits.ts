/**
 * A form sent inside an island before the island holds the text typed into it (issue 22): the island's framework
 * hydrates a field without touching its text, and gets the text only once keep-typed-values.ts gives it back, a frame
 * or more later on a slow phone. A press in between (React hydrates the island at once for it) would act on the
 * island's old values: an e-mail address reported missing while the field shows it. So every submit inside the island
 * is held until then, and the last one is sent again, with the button that sent it. A press held when the shopper
 * leaves the page is forgotten: were the page kept in the back/forward cache, it would be sent when they come back to
 * it, maybe minutes later, an act they no longer expect (a code sent, an address saved).
 *
 * In the store shell, which every page with script loads first: kept small (the first-load budget).
 */

/** Holds every form submitted inside `island` until the returned `release` is called, which sends the last one again. */
export function holdSubmits(island: Element): () => void {
  let held: SubmitEvent | undefined;
  // On the document, as the event comes down: the framework's own listeners on the island never see it.
  const hold = (event: SubmitEvent) => {
    if (!island.contains(event.target as Node)) return;
    event.preventDefault();
    event.stopPropagation();
    held = event;
  };
  document.addEventListener('submit', hold, true);
  // Left in place after the release: it then has nothing to forget, and a `pagehide` listener keeps no page from
  // the back/forward cache.
  addEventListener('pagehide', () => (held = undefined));
  return () => {
    document.removeEventListener('submit', hold, true);
    const form = held?.target as HTMLFormElement | undefined;
    const button = held?.submitter;
    held = undefined;
    if (form?.isConnected) form.requestSubmit(button?.isConnected ? button : null);
  };
}
