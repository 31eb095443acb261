/** Pieces of API shapes that several answers share. */
import { z } from 'zod';

export const money = z.object({ value: z.number().nullish(), currency: z.string().nullish() });

export const image = z.object({ url: z.string().nullish(), label: z.string().nullish() }).nullish();

/** The `ProductMediaAndPrice` fragment (operations/fragments/product.ts), as product cards and cart lines read it. */
export const productMediaAndPrice = {
  thumbnail: image,
  image,
  price_range: z.object({
    minimum_price: z.object({ regular_price: money, final_price: money }),
  }),
};

/** Magento REST sends numbers as text in places (`"2879.0000"`, `"12"`): both forms are read as a number. */
export const decimal = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);

/** An id that merchandisers' JSON may write as a number or as digits. */
export const integerId = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
