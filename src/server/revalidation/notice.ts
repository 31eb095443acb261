/**
 * The body of a change notice: `{"tags": ["product:MB-1", "catalogue", …], "at": "<ISO time of the change>"}`.
 * Tags are the route cache's (`product:<sku>`, `category:<id>`, `brand:<id>`, `catalogue`, `cms`, `config`, …):
 * printable ASCII without spaces or commas (Astro joins tags with commas), bounded in length and count.
 */
import { z } from 'zod';

export const MAX_NOTICE_BYTES = 64 * 1024;
export const MAX_NOTICE_TAGS = 500;
export const MAX_TAG_LENGTH = 200;

export const noticeSchema = z.object({
  tags: z
    .array(z.string().min(1).max(MAX_TAG_LENGTH).regex(/^[\x21-\x2b\x2d-\x7e]+$/, 'a tag is printable ASCII without spaces or commas'))
    .min(1)
    .max(MAX_NOTICE_TAGS),
  at: z.iso.datetime({ offset: true }),
});

export type Notice = z.infer<typeof noticeSchema>;
