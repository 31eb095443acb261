// @vitest-environment happy-dom
/**
 * Text typed into an island's field before hydration reaches the island (src/lib/browser/keep-typed-values.ts): once the
 * framework owns the field (its value tracker is a property of the field), the field gets an input event that
 * reads as a change from the island's value to the typed text.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTypedValues, keepValues } from '@/lib/browser/keep-typed-values.ts';
import { typedValues } from '@/lib/browser/typed-values.ts';

/** What React does to a controlled field it hydrates: keeps the text, records its own value, tracks `value`. */
function takeOver(field: HTMLInputElement, islandValue: string): { tracked: () => string } {
  let tracked = field.value;
  const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  field.defaultValue = islandValue;
  Object.defineProperty(field, 'value', {
    configurable: true,
    get: () => native.get!.call(field) as string,
    set: (value: string) => {
      tracked = value;
      native.set!.call(field, value);
    },
  });
  return { tracked: () => tracked };
}

/** An island with one empty name field the shopper typed "Sara" into, on a page clock the test moves. */
function islandWithTypedName(): { island: HTMLElement; field: HTMLInputElement } {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'Date'] });
  document.body.innerHTML = '<div id="island"><input id="firstname" value=""></div>';
  const field = document.getElementById('firstname') as HTMLInputElement;
  field.value = 'Sara';
  return { island: document.getElementById('island')!, field };
}

/** keepTypedValues on the island, whose framework then takes the field over (its value empty) and gets the text. */
function keepTypedValuesTakenOver(island: HTMLElement, field: HTMLInputElement): void {
  keepTypedValues(island);
  takeOver(field, '');
  vi.advanceTimersByTime(50);
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('keepTypedValues', () => {
  it('replays typed text as a change once the framework owns the field, and leaves untouched fields alone', async () => {
    document.body.innerHTML = '<div id="island"><input id="email" type="email" value=""><input id="name" value="Sara"></div>';
    const island = document.getElementById('island')!;
    const email = document.getElementById('email') as HTMLInputElement;
    const name = document.getElementById('name') as HTMLInputElement;
    email.value = 'noor@example.com';
    const changes: string[] = [];
    island.addEventListener('input', (event) => {
      const target = event.target as HTMLInputElement;
      // React's test: a change is a value the tracker has not recorded.
      if (target.value !== tracker.tracked()) changes.push(`${target.id}=${target.value}`);
    });
    keepTypedValues(island);
    const tracker = takeOver(email, '');
    takeOver(name, 'Sara');
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    expect(changes).toEqual(['email=noor@example.com']);
    expect(email.value).toBe('noor@example.com');
  });

  it('waits for a field the framework takes over seconds later (a large island on a slow phone)', () => {
    const { island, field } = islandWithTypedName();
    const changes: string[] = [];
    island.addEventListener('input', () => {
      if (field.value !== tracker.tracked()) changes.push(field.value);
    });
    keepTypedValues(island);
    vi.advanceTimersByTime(3000);
    const tracker = takeOver(field, '');
    vi.advanceTimersByTime(100);
    expect(changes).toEqual(['Sara']);
  });

  it('gives the text back again when a render right after hydration writes the old value into the field', () => {
    const { island, field } = islandWithTypedName();
    keepTypedValuesTakenOver(island, field);
    // An effect's render before the island took the input event: the framework writes its state back.
    field.value = '';
    vi.advanceTimersByTime(50);
    expect(field.value).toBe('Sara');
  });

  it('leaves a field to the shopper once they type into it again', () => {
    const { island, field } = islandWithTypedName();
    keepTypedValuesTakenOver(island, field);
    // happy-dom marks dispatched events untrusted; a shopper's typing is trusted.
    const input = new Event('input', { bubbles: true });
    Object.defineProperty(input, 'isTrusted', { value: true });
    field.value = '';
    field.dispatchEvent(input);
    vi.advanceTimersByTime(50);
    expect(field.value).toBe('');
  });

  it('sends the text again while the framework has not handled it (an event before its tree was committed)', () => {
    const { island, field } = islandWithTypedName();
    // React's tracker records the value of each input event React handles; the first event here is dropped.
    let seen = '';
    let events = 0;
    Object.defineProperty(field, '_valueTracker', { value: { getValue: () => seen } });
    island.addEventListener('input', () => {
      if (++events > 1) seen = field.value;
    });
    keepTypedValuesTakenOver(island, field);
    vi.advanceTimersByTime(50);
    expect(events).toBeGreaterThan(1);
    expect(seen).toBe('Sara');
    const handled = events;
    vi.advanceTimersByTime(500);
    expect(events).toBe(handled);
  });

  it('leaves a value the island formats as the island wrote it', () => {
    const { island, field } = islandWithTypedName();
    let events = 0;
    island.addEventListener('input', () => events++);
    keepTypedValuesTakenOver(island, field);
    // The island takes the text and writes its own form of it (trimmed, formatted): that is not a lost text.
    field.value = 'SARA';
    const handled = events;
    vi.advanceTimersByTime(500);
    expect(field.value).toBe('SARA');
    expect(events).toBe(handled);
  });

  it('leaves a field the island wrote its own value into before it was taken over', () => {
    const { island, field } = islandWithTypedName();
    let events = 0;
    island.addEventListener('input', () => events++);
    keepTypedValues(island);
    // The island had the text another way (its own listener) and formatted it before its framework took the field.
    field.value = 'SARA';
    takeOver(field, '');
    vi.advanceTimersByTime(3500);
    expect(field.value).toBe('SARA');
    expect(events).toBe(0);
  });

  it('says the island holds the text a frame after giving it back, once (the store shell then sends a held submit)', () => {
    const { island, field } = islandWithTypedName();
    let seen = '';
    Object.defineProperty(field, '_valueTracker', { value: { getValue: () => seen } });
    island.addEventListener('input', () => (seen = field.value));
    const kept = vi.fn(() => expect(seen).toBe('Sara'));
    keepValues(island, typedValues(island), kept);
    takeOver(field, '');
    vi.advanceTimersByTime(20);
    expect(seen).toBe('Sara');
    expect(kept).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(kept).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4000);
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('says so too when the framework never takes the field over, once it stops waiting', () => {
    const { island } = islandWithTypedName();
    const kept = vi.fn();
    keepValues(island, typedValues(island), kept);
    vi.advanceTimersByTime(14_000);
    expect(kept).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('does nothing when nothing was typed', async () => {
    document.body.innerHTML = '<div id="island"><input id="email" type="email" value="a@b.c"></div>';
    const island = document.getElementById('island')!;
    const events = vi.fn();
    island.addEventListener('input', events);
    keepTypedValues(island);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    expect(events).not.toHaveBeenCalled();
  });
});
