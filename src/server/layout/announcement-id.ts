/**
 * A short, stable name for an announcement's text (spec §2: a closed bar stays hidden while the text is
 * unchanged). The dismissal cookie holds it instead of the text, which may be long and is not ASCII.
 */
import { createHash } from 'node:crypto';

export function announcementId(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
}
