/**
 * The shopper's clock, for the same-day cutoff: the time the server rendered at until hydration (so the first
 * client render matches the HTML), then the browser's, ticking every 20 seconds.
 */
import { useEffect, useState } from 'react';

const TICK_MS = 20_000;

export function useClock(renderedAt: number): Date {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
