/**
 * Spec §3/§4 OTP state: the resend timer starts at 60 and counts down to 0, once a second; wrong codes count
 * against the code's 5 tries, after which it is locked until a new code is sent; sign-up and sign-in keep their
 * own state.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTP_MAX_TRIES, OTP_RESEND_SECONDS, createOtpState, signInOtp, signUpOtp } from '@/stores/auth/otp.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('OTP resend timer', () => {
  it('starts at 60 when a code is sent and counts down to 0', () => {
    const otp = createOtpState();
    expect(otp.$secondsLeft.get()).toBe(0);
    otp.codeSent();
    expect(OTP_RESEND_SECONDS).toBe(60);
    expect(otp.$secondsLeft.get()).toBe(60);
    vi.advanceTimersByTime(1000);
    expect(otp.$secondsLeft.get()).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(otp.$secondsLeft.get()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(otp.$secondsLeft.get()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(otp.$secondsLeft.get()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again from 60 on a resend, with one ticker only', () => {
    const otp = createOtpState();
    otp.codeSent();
    vi.advanceTimersByTime(45_000);
    otp.codeSent();
    expect(otp.$secondsLeft.get()).toBe(60);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(otp.$secondsLeft.get()).toBe(59);
  });

  it('takes the wait the server asked for', () => {
    const otp = createOtpState();
    otp.codeSent(12);
    vi.advanceTimersByTime(12_000);
    expect(otp.$secondsLeft.get()).toBe(0);
  });

  it('stops and clears on reset', () => {
    const otp = createOtpState();
    otp.codeSent();
    otp.wrongCode();
    otp.reset();
    expect(otp.$secondsLeft.get()).toBe(0);
    expect(otp.$tries.get()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('OTP try count', () => {
  it('counts wrong codes and locks after 5', () => {
    const otp = createOtpState();
    otp.codeSent();
    expect(otp.$triesLeft.get()).toBe(OTP_MAX_TRIES);
    for (let i = 1; i < OTP_MAX_TRIES; i += 1) {
      otp.wrongCode();
      expect(otp.$tries.get()).toBe(i);
      expect(otp.$triesLeft.get()).toBe(OTP_MAX_TRIES - i);
      expect(otp.$locked.get()).toBe(false);
    }
    otp.wrongCode();
    expect(otp.$locked.get()).toBe(true);
    expect(otp.$triesLeft.get()).toBe(0);
    otp.wrongCode();
    expect(otp.$tries.get()).toBe(OTP_MAX_TRIES);
  });

  it('locks at once when the backend says the code is dead, and a new code unlocks', () => {
    const otp = createOtpState();
    otp.codeSent();
    otp.codeExpired();
    expect(otp.$locked.get()).toBe(true);
    otp.codeSent();
    expect(otp.$locked.get()).toBe(false);
    expect(otp.$triesLeft.get()).toBe(OTP_MAX_TRIES);
  });

  it('keeps sign-up and sign-in apart', () => {
    signUpOtp.codeSent();
    signUpOtp.wrongCode();
    expect(signInOtp.$tries.get()).toBe(0);
    expect(signInOtp.$secondsLeft.get()).toBe(0);
    signUpOtp.reset();
  });
});
