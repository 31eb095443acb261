import { z } from 'zod';
import { sendContactMessage } from '../../contact/contact-messages.ts';
import type { RequestContext } from '../../http/context.ts';
import { parseInput } from '../../input.ts';
import type { Resolvers } from '../resolver-map.ts';

const contactUsArgs = z.object({ input: z.unknown() });

/** Magento's Contact Us form (Magento_ContactGraphQl): guests and customers alike. */
export const contactResolvers: Resolvers = {
  Mutation: {
    contactUs: (_: unknown, args: unknown, ctx: RequestContext) => {
      const { input } = parseInput(contactUsArgs, args);
      return { status: sendContactMessage(ctx.db, ctx.config, ctx.store, input) };
    },
  },
};
