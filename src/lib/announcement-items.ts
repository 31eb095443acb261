/**
 * The announcement's text as the items a merchant wrote, split at their separators ("•", "|", "·"). The bar
 * draws its own separators in CSS, inside the item that follows one, so a wrapped line never ends on a "•".
 */
const SEPARATOR = /\s*[•|·]\s*/u;

export function announcementItems(text: string): string[] {
  return text
    .split(SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
