/** Fields the admin API's entity saves share: a path id and a yes/no flag as Magento's deserializer reads them. */
import { z } from 'zod';
import type { MagentoError } from '../errors.ts';

/** `true`/`false`, `1`/`0` or `"1"`/`"0"`, as Magento accepts a boolean attribute. */
export const adminFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value) => value === true || value === 1 || value === '1');

/** The entity id of a path segment, or the entity's 404 for anything that cannot be one. */
export function parseEntityId(raw: string, notFound: (id: number) => MagentoError): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound(0);
  return Number(raw);
}
