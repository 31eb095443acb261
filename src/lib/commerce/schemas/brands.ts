/** zod schemas of the custom brand module's answers (`getBrands`). */
import { z } from 'zod';

export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullish(),
  url_key: z.string().nullish(),
  url_key_standalone: z.string().nullish(),
  product_count: z.number().int(),
  is_featured: z.boolean().nullish(),
});
export type RawBrand = z.infer<typeof brandSchema>;

export const brandListSchema = z.object({ getBrands: z.array(brandSchema) });
