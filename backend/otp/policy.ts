/** How long a one-time code stays valid. */
export const OTP_LIFETIME_MINUTES = 5;
/** Wrong codes allowed per handle; after that the handle is dead even for the right code. */
export const OTP_MAX_WRONG_ATTEMPTS = 5;
/*
 * How often codes may be asked for (the 60 s resend wait, 5 codes per e-mail or phone an hour, 20 requests per
 * client address an hour) is configuration: BackendConfig.otpResendSeconds, otpRecipientHourlyLimit and
 * otpClientHourlyLimit.
 */
