/** Pieces of API shapes that several answers share. */
import { z } from 'zod';
import type { CurrencyEnum } from '@/lib/commerce/generated/graphql.ts';

/** A currency code: shown as it came, never branched on, so any text is taken as the SDL's enum says. */
const currency = z.custom<CurrencyEnum>((value) => typeof value === 'string');

export const money = z.object({ value: z.number().nullable(), currency: currency.nullable() });

export const image = z.object({ url: z.string().nullable(), label: z.string().nullable() }).nullable();

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
