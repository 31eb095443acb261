import { z } from 'zod';
import { MagentoError } from '../../errors.ts';
import type { RequestContext } from '../../http/context.ts';
import { parseInput } from '../../input.ts';
import { subscribeToNewsletter } from '../../newsletter/subscribe.ts';
import type { Resolvers } from '../resolver-map.ts';

const subscribeArgs = z.object({ email: z.unknown() });

/** Magento's newsletter subscription (the REST module's subscribe, shared): guests and customers alike. */
export const newsletterResolvers: Resolvers = {
  Mutation: {
    subscribeEmailToNewsletter: (_: unknown, args: unknown, ctx: RequestContext) => {
      const { email } = parseInput(subscribeArgs, args);
      const { success, message } = subscribeToNewsletter(ctx.db, ctx.store, { email });
      // Magento refuses a repeat as an input error; the message is in the store view's language.
      if (!success) throw new MagentoError(400, message);
      return { status: 'SUBSCRIBED' };
    },
  },
};
