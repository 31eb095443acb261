/**
 * Signing in and out (spec §4 "Authentication"), the server's steps:
 * - a code is asked for (sign-in: an existing account's e-mail or mobile; sign-up: a new account's details);
 * - the code is traded for a token, then, on sign-in: the customer is fetched (if that fails the token is given
 *   back and the sign-in fails), the session cookie is set, the customer cart is fetched or created with the
 *   guest cart merged into it (current-cart.ts), and the browser's recently viewed list is moved to the server.
 *   The answer carries the new cart snapshot, so the browser switches its quote id before the next page renders;
 * - sign-out revokes the token and drops the session and cart cookies.
 * Refusals are the commerce door's typed errors; the Actions word them (auth-refusals.ts).
 */
import type { CartSnapshot, CommerceClient, OtpCode, SignInContact, SignUpProfile } from '@/lib/commerce/index.ts';
import { currentCart } from '@/server/cart/current-cart.ts';
import { keepCartCookie } from '@/server/shopper/cart-cookies.ts';
import { endSession, startSession } from '@/server/shopper/customer-session.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';
import { carryCompareListAtSignIn } from '@/server/compare/compare-list.ts';
import { syncRecentlyViewed, type ViewedSkus } from '@/server/recently-viewed/recently-viewed-sync.ts';
import { countedOutcome, otpCodes } from '@/server/observability/shopper-outcome-metrics.ts';

/** What the shopper asks a code for. */
export type CodeRequest = { flow: 'sign-in'; contact: SignInContact } | { flow: 'sign-up'; profile: SignUpProfile };

/** A code sent: its handle, and the checked details the code step sends back with the code. */
export type CodeSent = {
  hash: string;
  flow: CodeRequest['flow'];
  method: 'email' | 'mobile';
  email: string;
  telephone: string;
  firstname: string;
  lastname: string;
};

function codeSent(hash: string, request: CodeRequest): CodeSent {
  const none = { email: '', telephone: '', firstname: '', lastname: '' };
  if (request.flow === 'sign-up') return { hash, flow: 'sign-up', method: 'email', ...request.profile };
  const { contact } = request;
  return 'email' in contact
    ? { ...none, hash, flow: 'sign-in', method: 'email', email: contact.email }
    : { ...none, hash, flow: 'sign-in', method: 'mobile', telephone: contact.telephone };
}

/** Sends the code (to the e-mail address, or by text message to the mobile number). */
export async function sendCode(commerce: CommerceClient, request: CodeRequest): Promise<CodeSent> {
  const hash = await countedOutcome(otpCodes, { step: 'request' }, () =>
    request.flow === 'sign-in' ? commerce.requestSignInCode(request.contact) : commerce.requestSignUpCode(request.profile),
  );
  return codeSent(hash, request);
}

export type SignedIn = { fullName: string; cart: CartSnapshot | null };

/** Spec §4 "on sign-in", once the backend has given a token. */
export async function completeSignIn(context: ShopperContext, token: string, viewed: ViewedSkus): Promise<SignedIn> {
  const customer = context.locals.commerce.as(token);
  let fullName: string;
  try {
    fullName = (await customer.getCustomer()).fullName;
  } catch (error) {
    // Spec §4: no customer, no session. The token is given back so it does not outlive the failed sign-in.
    await customer.revokeCustomerToken().catch(() => undefined);
    throw error;
  }
  // From here the request acts as the customer (`locals.commerce` carries the new token).
  startSession(context, token);
  const [cart] = await Promise.all([
    // A cart hiccup must not undo a good sign-in: the browser refreshes its cart on the next page, and the guest
    // cart cookie stays until a merge succeeds.
    currentCart(context).catch((error: unknown) => {
      console.error('[sign-in] customer cart failed:', error);
      return null;
    }),
    syncRecentlyViewed(customer, viewed),
    // Nor a compare list's: the guest's cookie stays and is carried at the next sign-in.
    carryCompareListAtSignIn(context).catch((error: unknown) => console.error('[sign-in] compare list failed:', error)),
  ]);
  return { fullName, cart };
}

/** Trades the code for a token and signs the shopper in. */
export async function verifyCode(context: ShopperContext, request: CodeRequest & { code: OtpCode }, viewed: ViewedSkus): Promise<SignedIn> {
  const { commerce } = context.locals;
  const token = await countedOutcome(otpCodes, { step: 'verify' }, () =>
    request.flow === 'sign-in' ? commerce.signInWithCode(request.contact, request.code) : commerce.signUpWithCode(request.profile, request.code),
  );
  return completeSignIn(context, token, viewed);
}

/** Spec §4 sign-out: the token is revoked when there is one; the cookies go whatever the backend says. */
export async function signOut(context: ShopperContext): Promise<void> {
  // The signed-in client, kept before the session ends (ending it makes the request's client a guest's).
  const customer = context.locals.commerce;
  endSession(context);
  keepCartCookie(context, null);
  if (customer.token) await customer.revokeCustomerToken().catch(() => undefined);
}
