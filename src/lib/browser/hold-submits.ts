/**
 * A form sent inside an island before the island holds the text typed into it (issue 22): the island's framework
 * hydrates a field without touching its text, and gets the text only once keep-typed-values.ts gives it back, a frame
 * or more later on a slow phone. A press in between (React hydrates the island at once for it) would act on the
 * island's old values: an e-mail address reported missing while the field shows it. So every submit inside the island
 * is held until then, and the last one is sent again, with the button that sent it.
 */

/** Holds every form submitted inside `island` until the returned `release` is called, which sends the last one again. */
export function holdSubmits(island: Element): () => void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  // On the document, as the event comes down: before the framework's own listeners on the island see it.
  const hold = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !island.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { form, submitter: (event as SubmitEvent).submitter };
  };
  document.addEventListener('submit', hold, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    document.removeEventListener('submit', hold, true);
    const last = held as { form: HTMLFormElement; submitter: HTMLElement | null } | null;
    if (!last?.form.isConnected) return;
    const submitter = last.submitter?.isConnected && last.form.contains(last.submitter) ? last.submitter : null;
    last.form.requestSubmit(submitter);
  };
}
