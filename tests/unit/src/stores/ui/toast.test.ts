import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toast,
  TOAST_DURATION_MS,
  TOAST_TRANSITION_MS,
  TOAST_WITH_ACTION_DURATION_MS,
  dismissToast,
  holdToast,
  markToasterMounted,
  releaseToast,
  showToast,
} from '@/stores/ui/toast.ts';

const LIFETIME = TOAST_DURATION_MS + TOAST_TRANSITION_MS;

describe('toast lifetime', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // One file, one module instance: the "before the Toaster mounts" case must run first.
  it('keeps a toast raised before the Toaster mounts, then shows it for the full duration from mount', () => {
    showToast({ kind: 'success', message: 'Item added to cart' });
    vi.advanceTimersByTime(5000);
    expect($toast.get()?.message).toBe('Item added to cart');

    markToasterMounted();
    vi.advanceTimersByTime(LIFETIME - 1);
    expect($toast.get()?.message).toBe('Item added to cart');
    vi.advanceTimersByTime(1);
    expect($toast.get()).toBeNull();
  });

  it('once mounted, a toast lasts 1 s plus the transition and a newer one replaces it and restarts the timer', () => {
    showToast({ kind: 'success', message: 'first' });
    vi.advanceTimersByTime(LIFETIME - 100);
    showToast({ kind: 'info', message: 'second' });
    expect($toast.get()).toMatchObject({ kind: 'info', message: 'second' });
    vi.advanceTimersByTime(LIFETIME - 1);
    expect($toast.get()?.message).toBe('second');
    vi.advanceTimersByTime(1);
    expect($toast.get()).toBeNull();
  });

  it('a toast with a link stays long enough to use it, and not at all while held', () => {
    const action = { label: 'View cart', href: '/en/cart' };
    showToast({ kind: 'success', message: 'Item added to cart', action });
    expect(TOAST_WITH_ACTION_DURATION_MS).toBeGreaterThanOrEqual(5000);
    vi.advanceTimersByTime(TOAST_WITH_ACTION_DURATION_MS - 1);
    expect($toast.get()?.action).toEqual(action);

    holdToast();
    vi.advanceTimersByTime(60_000);
    expect($toast.get()?.action).toEqual(action);

    releaseToast();
    vi.advanceTimersByTime(TOAST_WITH_ACTION_DURATION_MS + TOAST_TRANSITION_MS - 1);
    expect($toast.get()?.message).toBe('Item added to cart');
    vi.advanceTimersByTime(1);
    expect($toast.get()).toBeNull();
  });

  // Issue 55: "try again in 139 seconds" flashed for a second. An error or a warning is there until the shopper
  // has read it: it goes when they close it, or when a newer toast takes its place.
  it('an error or a warning never disappears on its own: it stays until dismissed or replaced', () => {
    showToast({ kind: 'error', message: 'Too many attempts. Try again in 139 seconds.' });
    vi.advanceTimersByTime(10 * 60_000);
    expect($toast.get()?.message).toBe('Too many attempts. Try again in 139 seconds.');
    dismissToast();
    expect($toast.get()).toBeNull();

    showToast({ kind: 'warning', message: 'Your session ended' });
    vi.advanceTimersByTime(10 * 60_000);
    expect($toast.get()?.kind).toBe('warning');
    showToast({ kind: 'success', message: 'Signed in' });
    vi.advanceTimersByTime(LIFETIME);
    expect($toast.get()).toBeNull();
  });
});
