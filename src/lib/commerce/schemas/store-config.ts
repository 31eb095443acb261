/** zod schema of the custom PWA config module's answer (announcement bar, express delivery price). */
import { z } from 'zod';

export const pwaConfigSchema = z.object({
  pwaConfig: z
    .object({
      top_bar: z
        .object({
          text: z.string().nullish(),
          bg_color: z.string().nullish(),
          text_color: z.string().nullish(),
          font_size: z.string().nullish(),
        })
        .nullish(),
      express_delivery_with_api: z.object({ original_price: z.number().nullish() }).nullish(),
    })
    .nullish(),
});
export type RawPwaConfig = z.infer<typeof pwaConfigSchema>['pwaConfig'];
