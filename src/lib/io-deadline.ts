/**
 * Deadlines on a server's calls to another process (the commerce backend, Redis) that measure that process, not this
 * one's own stalls.
 *
 * A timer that expires while this process's event loop is held up (a long render, a busy machine giving it little
 * CPU) runs first when the loop gets back, in Node's timers phase, before the poll phase reads the answers that
 * arrived meanwhile: a plain `setTimeout` or `AbortSignal.timeout` then calls an answer late that had been sitting in
 * the socket for seconds. Measured in the deploy drill under load (bench:deploy): a storefront whose loop stood still
 * for 2 s found Redis, which answers in a tenth of a millisecond, "did not answer within 100 ms" 31 times in one run
 * (and rendered every page uncached for a second each time, which stalled it further), and its commerce calls timed
 * out while the backend had one request in flight. These timers expire only after two more turns of the event loop
 * have read whatever had already come in.
 */

/**
 * Expires after `ms`, once the answers that arrived by then have been read; returns the cancel. Its timer does not
 * keep the process alive: the call it bounds does.
 */
export function afterDeadline(ms: number, expire: () => void): () => void {
  let turn: NodeJS.Immediate | undefined;
  const timer = setTimeout(() => {
    turn = setImmediate(() => {
      turn = setImmediate(expire);
    });
  }, ms);
  timer.unref();
  return () => {
    clearTimeout(timer);
    if (turn) clearImmediate(turn);
  };
}

/**
 * An AbortSignal aborted `ms` from now with a `TimeoutError` (as `AbortSignal.timeout`'s), once the answers that
 * arrived by then have been read. Its timer does not keep the process alive.
 */
export function deadlineSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  afterDeadline(ms, () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')));
  return controller.signal;
}
