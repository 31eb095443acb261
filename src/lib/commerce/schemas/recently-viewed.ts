/** zod schemas of the recently viewed answers (operations/recently-viewed.ts). */
import { z } from 'zod';

export const addedRecentlyViewedSchema = z.object({ addRecentlyViewedProduct: z.object({ success: z.boolean() }).nullable() });

export const recentlyViewedSchema = z.object({
  getRecentlyViewedProducts: z.object({ items: z.array(z.object({ sku: z.string() })) }).nullable(),
});
