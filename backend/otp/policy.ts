/** How long a sign-in code stays valid. */
export const OTP_LIFETIME_MINUTES = 5;
/** Wrong codes allowed per handle; after that the handle is dead even for the right code. */
export const OTP_MAX_WRONG_ATTEMPTS = 5;
