/**
 * The contact page's message to the store (Magento's `contactUs`): the store keeps it and answers by e-mail. A
 * refusal of the input is a CommerceInputError with the store's own words.
 */
import { graphqlRequest } from './graphql.ts';
import { CONTACT_US_MUTATION } from './operations/contact.ts';
import type { CommerceContext } from './context.ts';

export type ContactMessageInput = { name: string; email: string; comment: string };

/** True once the store has the message. */
export async function sendContactMessage(context: CommerceContext, message: ContactMessageInput): Promise<boolean> {
  const answer = await graphqlRequest(context, CONTACT_US_MUTATION, { input: message }, null);
  return answer.contactUs?.status === true;
}
