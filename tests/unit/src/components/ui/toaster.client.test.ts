// @vitest-environment happy-dom
/** The toast area (spec §8): one toast at a time, polite or assertive region by kind, text never parsed as HTML. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindToaster } from '@/components/ui/toaster.client.ts';
import { $toast, showToast, TOAST_DURATION_MS, TOAST_TRANSITION_MS } from '@/stores/ui/toast.ts';

let polite: HTMLElement;
let urgent: HTMLElement;
let unbind = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  polite = document.createElement('div');
  urgent = document.createElement('div');
  unbind = bindToaster(polite, urgent);
});

afterEach(() => {
  unbind();
  // The last toast's own timer ends it, so the next test starts with none.
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('toaster', () => {
  it('puts success in the polite region, fades it in, and removes it after 1 s plus the transitions', () => {
    showToast({ kind: 'success', message: 'Item added to cart' });
    const box = polite.firstElementChild as HTMLElement;
    expect(box.textContent).toBe('Item added to cart');
    expect(urgent.childElementCount).toBe(0);
    expect(box.classList.contains('opacity-0')).toBe(true);
    vi.advanceTimersToNextFrame();
    expect(box.classList.contains('opacity-100')).toBe(true);

    vi.advanceTimersByTime(TOAST_DURATION_MS + TOAST_TRANSITION_MS);
    expect($toast.get()).toBeNull();
    expect(box.classList.contains('opacity-0')).toBe(true);
    expect(polite.childElementCount).toBe(1);
    vi.advanceTimersByTime(TOAST_TRANSITION_MS);
    expect(polite.childElementCount).toBe(0);
  });

  it('puts warnings and errors in the assertive region and replaces the current toast', () => {
    showToast({ kind: 'success', message: 'first' });
    showToast({ kind: 'warning', message: 'Out of stock' });
    expect(polite.childElementCount).toBe(0);
    expect(urgent.textContent).toBe('Out of stock');
    showToast({ kind: 'error', message: 'Network error' });
    expect(urgent.childElementCount).toBe(1);
    expect(urgent.textContent).toBe('Network error');
  });

  it('shows markup in a message as text', () => {
    showToast({ kind: 'info', message: '<img src=x onerror=alert(1)>' });
    expect(polite.querySelector('img')).toBeNull();
    expect(polite.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('offers a toast’s action as a link in the polite region, and keeps the toast while the pointer is on it', () => {
    showToast({ kind: 'success', message: 'تمت إضافة المنتج إلى السلة', action: { label: 'عرض السلة', href: '/ar/cart' } });
    const box = polite.firstElementChild as HTMLElement;
    const link = box.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/ar/cart');
    expect(link?.textContent).toBe('عرض السلة');
    expect(box.textContent).toBe('تمت إضافة المنتج إلى السلة عرض السلة');
    expect(box.classList.contains('pointer-events-auto')).toBe(true);

    box.dispatchEvent(new Event('pointerenter'));
    vi.advanceTimersByTime(60_000);
    expect($toast.get()).not.toBeNull();
    box.dispatchEvent(new Event('pointerleave'));
    vi.advanceTimersByTime(60_000);
    expect($toast.get()).toBeNull();
  });
});
