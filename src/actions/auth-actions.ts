/**
 * Sign-in, sign-up and sign-out Actions (spec §4, §5). All three accept form data, so the very same Action serves
 * the sign-in and sign-up pages as plain forms without JavaScript (the page renders the result) and the islands
 * (which post the same fields). Inputs are checked here with the store's one rule per field (src/lib), whatever
 * the island checked; a field's problem is a `validation:` key the page and island put into words.
 *
 * Failures: ActionInputError with per-field keys for bad input; otherwise the codes of
 * src/server/auth/auth-refusals.ts, with a message already in the shopper's language.
 */
import { CommerceInputError } from '@/lib/commerce/index.ts';
import { defineAction } from 'astro:actions';
import { z } from 'zod';
import { authCodeProblems, authDetailsProblems } from '@/lib/auth-fields.ts';
import { qatarLocalNumber } from '@/domain/phone.ts';
import { safeRedirect } from '@/lib/safe-redirect.ts';
import { authActionError } from '@/server/auth/auth-refusals.ts';
import { sendCode, signOut, verifyCode, type CodeRequest, type CodeSent, type SignedIn } from '@/server/auth/sign-in.ts';
import type { ViewedSkus } from '@/server/recently-viewed/recently-viewed-sync.ts';
import { limitAction } from '@/server/rate-limit/rate-limit-refusals.ts';

/** Longest value any of these fields takes before its own rule looks at it. */
const FIELD_MAX = 320;
const text = z.string().max(FIELD_MAX, { error: 'validation:missingOrInvalidField' }).nullish();
const sku = z.string().trim().min(1).max(64);
const viewed = z.array(sku).max(10).optional();

const fields = z.object({
  flow: z.enum(['sign-in', 'sign-up']),
  /** Sign-in by e-mail or by mobile number. */
  method: z.enum(['email', 'mobile']).optional(),
  email: text,
  telephone: text,
  firstname: text,
  lastname: text,
  /** Sign-up: "I am at least 16 and accept the terms" (spec §5 minimum age). */
  ageConfirmed: z.boolean().optional(),
  redirect: z.string().max(2048).nullish(),
});
type Fields = z.infer<typeof fields>;

function addProblems(problems: Partial<Record<string, string>>, ctx: z.RefinementCtx): void {
  for (const [field, problem] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: [field], message: `validation:${problem}` });
}

/** The checked fields as the request for a code. */
function toCodeRequest(input: Fields): CodeRequest {
  const email = (input.email ?? '').trim().toLowerCase();
  const telephone = qatarLocalNumber(input.telephone ?? '') ?? '';
  if (input.flow === 'sign-up') {
    const profile = { firstname: (input.firstname ?? '').trim(), lastname: (input.lastname ?? '').trim(), email, telephone };
    return { flow: 'sign-up', profile };
  }
  return { flow: 'sign-in', contact: input.method === 'mobile' ? { telephone } : { email } };
}

const codeRequestInput = fields.superRefine((input, ctx) => addProblems(authDetailsProblems(input.flow, input), ctx));

const verifyInput = fields
  .extend({
    /** The handle the code was sent under; a missing or odd one is a dead code (GONE below). */
    hash: z.string().max(128).nullish(),
    otp: text,
    viewedAr: viewed,
    viewedEn: viewed,
  })
  .superRefine((input, ctx) => addProblems(authCodeProblems(input.flow, input, input.otp ?? ''), ctx));

export type SignInOutcome = SignedIn & { redirectTo: string };

export const auth = {
  /** Sends a one-time code to the e-mail address or mobile number. */
  requestCode: defineAction({
    accept: 'form',
    input: codeRequestInput,
    handler: async (input, context): Promise<CodeSent> => {
      await limitAction('otpCode', context);
      const request = toCodeRequest(input);
      try {
        return await sendCode(context.locals.commerce, request);
      } catch (error) {
        throw authActionError(error, context.locals.locale, input.flow);
      }
    },
  }),

  /** Trades the code for a session: signs in (or creates the account), merges the guest cart, answers the cart. */
  verifyCode: defineAction({
    accept: 'form',
    input: verifyInput,
    handler: async (input, context): Promise<SignInOutcome> => {
      if (!input.hash) throw authActionError(new CommerceInputError('Link is expired or invalid'), context.locals.locale, input.flow);
      const code = { hash: input.hash, otp: (input.otp ?? '').trim() };
      const viewedSkus: ViewedSkus = { ar: input.viewedAr ?? [], en: input.viewedEn ?? [] };
      try {
        const signedIn = await verifyCode(context, { ...toCodeRequest(input), code }, viewedSkus);
        return { ...signedIn, redirectTo: safeRedirect(input.redirect, context.locals.locale) };
      } catch (error) {
        throw authActionError(error, context.locals.locale, input.flow);
      }
    },
  }),

  /** Ends the session; answers where to go (the page given, when it is one of ours, else the home page). */
  signOut: defineAction({
    accept: 'form',
    input: z.object({ redirect: z.string().max(2048).nullish() }),
    handler: async (input, context): Promise<{ redirectTo: string }> => {
      await signOut(context);
      const { locale } = context.locals;
      return { redirectTo: input.redirect ? safeRedirect(input.redirect, locale) : `/${locale}` };
    },
  }),
};
