/**
 * Data the server hands to page scripts in `<script type="application/json">` blocks: written with `<` escaped
 * so no value can close the script element (product names, CMS text), read back without throwing.
 */
export function toInlineJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function readInlineJson<T>(element: Element | null): T | null {
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as T) : null;
  } catch {
    return null;
  }
}
