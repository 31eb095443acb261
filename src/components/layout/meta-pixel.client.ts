/**
 * Meta's pixel queue (`fbq`), as its standard snippet defines it, without the inline script: calls made before
 * Meta's library arrives are queued and replayed by it.
 */
import { whenShown } from '@/lib/browser/when-shown.ts';

type Fbq = ((...args: unknown[]) => void) & { queue: unknown[][]; loaded: boolean; version: string; push: Fbq; callMethod?: (...args: unknown[]) => void };

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

const LIBRARY = 'https://connect.facebook.net/en_US/fbevents.js';

export function startMetaPixel(pixelId: string): void {
  if (!window.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    window.fbq = fbq;
    window._fbq ??= fbq;
    const script = document.createElement('script');
    script.async = true;
    script.src = LIBRARY;
    document.head.append(script);
  }
  window.fbq('init', pixelId);
  window.fbq('track', 'PageView');
}

/** A prerendered page counts its page view when the shopper is shown it, not before (issue 53). */
export function startMetaPixelWhenShown(pixelId: string): void {
  whenShown(() => startMetaPixel(pixelId));
}
