/**
 * Runs `work` in the browser's next idle moment, handing it the moment's deadline: within `timeoutMs` if given (0,
 * the browser's own default, waits as long as it takes). Where there is no idle callback (Safari), in a timer of
 * `timeoutMs`, without a deadline.
 */
export function whenIdle(work: (deadline?: IdleDeadline) => void, timeoutMs = 0): void {
  if (typeof window.requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(work, timeoutMs);
}
