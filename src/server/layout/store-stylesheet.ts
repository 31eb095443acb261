/**
 * The store's stylesheet (src/styles/global.css) as built, parsed once per process: what each rendered page's own
 * styles are cut from (page-styles.ts). The same build gives StoreLayout the file's address.
 */
import stylesheetText from '@/styles/global.css?inline';
import { parseStylesheet, type ParsedStylesheet } from './critical-styles.ts';

let parsed: ParsedStylesheet | undefined;

export function storeStylesheet(): ParsedStylesheet {
  return (parsed ??= parseStylesheet(stylesheetText));
}
