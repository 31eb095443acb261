import type { StoreCode } from '../stores.ts';
import { OTP_LIFETIME_MINUTES } from './policy.ts';

/** The text of the code message, in the shopper's store language. */
export function otpMessageBody(code: string, store: StoreCode): string {
  return store === 'en'
    ? `Your Matjar verification code is ${code}. It expires in ${OTP_LIFETIME_MINUTES} minutes. Do not share it with anyone.`
    : `رمز التحقق الخاص بك في متجر هو ${code}. صالح لمدة ${OTP_LIFETIME_MINUTES} دقائق. لا تشاركه مع أي شخص.`;
}
