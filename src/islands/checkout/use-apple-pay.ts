/**
 * Whether this browser can pay with Apple Pay: `window.ApplePaySession` exists and `canMakePayments()` says yes.
 * Known only after hydration (false on the server and in the first render).
 */
import { useEffect, useState } from 'react';

type ApplePaySessionLike = { canMakePayments?: () => boolean };

export function useApplePay(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    const session = (window as unknown as { ApplePaySession?: ApplePaySessionLike }).ApplePaySession;
    try {
      setSupported(typeof session?.canMakePayments === 'function' && session.canMakePayments() === true);
    } catch {
      // Outside a secure context Safari throws: no Apple Pay there.
      setSupported(false);
    }
  }, []);
  return supported;
}
