/** A product's SKU as a form or a link carries it (Magento's are at most 64 characters). */
import { z } from 'zod';

export const skuField = z.string().trim().min(1).max(64);
