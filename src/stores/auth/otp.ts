/**
 * One-time code state of spec §3/§4 ("OTP state: sign-up OTP try count and timer; mobile OTP try count and
 * timer"): the resend timer starts at 60 and counts down to 0 (spec §9: 60 s), and the wrong tries of the
 * current code are counted. Past OTP_MAX_TRIES the code is dead on the backend too ("Link is expired or
 * invalid"), so the form asks for a new one; a new code starts the count again.
 *
 * Display state only: the backend enforces the real limits (resend wait, tries, lifetime).
 */
import { atom, computed, type ReadableAtom } from 'nanostores';

/** Spec §9: OTP timers are 60 seconds. */
export const OTP_RESEND_SECONDS = 60;
/** The backend's wrong tries per code (backend/otp/policy.ts OTP_MAX_WRONG_ATTEMPTS). */
export const OTP_MAX_TRIES = 5;

export type OtpState = {
  /** Seconds until a new code may be asked for; 0 = now. */
  $secondsLeft: ReadableAtom<number>;
  /** Wrong codes typed for the current code. */
  $tries: ReadableAtom<number>;
  /** Tries left before the current code is dead. */
  $triesLeft: ReadableAtom<number>;
  /** No more tries: the shopper must ask for a new code. */
  $locked: ReadableAtom<boolean>;
  /** A code was sent: the timer starts at `seconds` (60) and the tries start again. */
  codeSent(seconds?: number): void;
  /** The backend answered "Wrong OTP". */
  wrongCode(): void;
  /** The backend answered that the code is dead (expired, replaced or out of tries). */
  codeExpired(): void;
  /** Back to the start (the flow was closed or finished). */
  reset(): void;
};

export function createOtpState(): OtpState {
  const $secondsLeft = atom(0);
  const $tries = atom(0);
  const $triesLeft = computed($tries, (tries) => Math.max(0, OTP_MAX_TRIES - tries));
  const $locked = computed($tries, (tries) => tries >= OTP_MAX_TRIES);
  let ticker: ReturnType<typeof setInterval> | undefined;

  function stopTimer() {
    if (ticker !== undefined) clearInterval(ticker);
    ticker = undefined;
  }

  function startTimer(seconds: number) {
    stopTimer();
    $secondsLeft.set(Math.max(0, Math.floor(seconds)));
    if ($secondsLeft.get() === 0) return;
    ticker = setInterval(() => {
      const next = $secondsLeft.get() - 1;
      $secondsLeft.set(Math.max(0, next));
      if (next <= 0) stopTimer();
    }, 1000);
  }

  return {
    $secondsLeft,
    $tries,
    $triesLeft,
    $locked,
    codeSent(seconds = OTP_RESEND_SECONDS) {
      $tries.set(0);
      startTimer(seconds);
    },
    wrongCode() {
      $tries.set(Math.min(OTP_MAX_TRIES, $tries.get() + 1));
    },
    codeExpired() {
      $tries.set(OTP_MAX_TRIES);
    },
    reset() {
      stopTimer();
      $secondsLeft.set(0);
      $tries.set(0);
    },
  };
}

/** Spec §3: the sign-up code's state. */
export const signUpOtp = createOtpState();
/** Spec §3: the sign-in code's state (e-mail or mobile). */
export const signInOtp = createOtpState();
