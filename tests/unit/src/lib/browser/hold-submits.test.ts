// @vitest-environment happy-dom
/**
 * A form sent inside an island before the island holds the text typed into it waits (src/lib/browser/hold-submits.ts):
 * the island's own listeners do not see the submit, the browser does not post the form, and once released the last
 * one is sent again with its button. A press held when the page is left is forgotten; one made after it is sent. Forms
 * outside the island are left alone.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdSubmits } from '@/lib/browser/hold-submits.ts';

function page(): { island: HTMLElement; form: HTMLFormElement; button: HTMLButtonElement; outside: HTMLFormElement } {
  document.body.innerHTML = `
    <div id="island"><form id="form" action="/send"><input name="email"><button id="send" name="intent" value="send">Send</button></form></div>
    <form id="outside" action="/elsewhere"><button>Go</button></form>`;
  return {
    island: document.getElementById('island')!,
    form: document.getElementById('form') as HTMLFormElement,
    button: document.getElementById('send') as HTMLButtonElement,
    outside: document.getElementById('outside') as HTMLFormElement,
  };
}

/** The island's framework: a listener on the island, which takes the form over (as React's onSubmit does). */
function islandListener(island: HTMLElement): { submits: string[] } {
  const seen = { submits: [] as string[] };
  island.addEventListener('submit', (event) => {
    event.preventDefault();
    seen.submits.push((event as SubmitEvent).submitter?.id ?? 'none');
  });
  return seen;
}

afterEach(() => document.body.replaceChildren());

describe('holdSubmits', () => {
  it('keeps a submit from the island and the browser until released, then sends the last one again with its button', () => {
    const { island, form, button } = page();
    const framework = islandListener(island);
    const release = holdSubmits(island);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    Object.defineProperty(submit, 'submitter', { value: button });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(framework.submits).toEqual([]);
    release();
    expect(framework.submits).toEqual(['send']);
    release();
    expect(framework.submits).toEqual(['send']);
  });

  it('sends nothing on release when nothing was held, and holds nothing after it', () => {
    const { island, form } = page();
    const framework = islandListener(island);
    const release = holdSubmits(island);
    release();
    expect(framework.submits).toEqual([]);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(framework.submits).toEqual(['none']);
  });

  it('forgets a press held when the page is left (kept in the back/forward cache, it is not sent on the way back), and sends one made after', () => {
    const { island, form, button } = page();
    const framework = islandListener(island);
    const release = holdSubmits(island);
    const press = () => {
      const submit = new Event('submit', { bubbles: true, cancelable: true });
      Object.defineProperty(submit, 'submitter', { value: button });
      form.dispatchEvent(submit);
    };
    press();
    window.dispatchEvent(new Event('pagehide'));
    press();
    window.dispatchEvent(new Event('pagehide'));
    release();
    expect(framework.submits).toEqual([]);
    const again = holdSubmits(island);
    window.dispatchEvent(new Event('pagehide'));
    press();
    again();
    expect(framework.submits).toEqual(['send']);
  });

  it('leaves forms outside the island alone', () => {
    const { island, outside } = page();
    holdSubmits(island);
    const elsewhere = vi.fn();
    outside.addEventListener('submit', elsewhere);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    outside.dispatchEvent(submit);
    expect(elsewhere).toHaveBeenCalledTimes(1);
    expect(submit.defaultPrevented).toBe(false);
  });
});
