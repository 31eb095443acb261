/** A product's or a variant's `media_gallery` -> the images its page shows, in the merchant's order. */
import { toStorefrontMediaUrl } from './media.ts';

type GalleryEntry = { url: string | null; label: string | null; position: number | null; disabled: boolean | null } | null;

/** Enabled images with a url, by position; the thumbnail alone when the gallery has none. */
export function toGallery(raw: readonly GalleryEntry[] | null | undefined, name: string, thumbnail: string | null): { url: string; label: string }[] {
  const images = (raw ?? [])
    .filter((entry) => entry !== null && !entry.disabled && entry.url)
    .sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
    .map((entry) => ({ url: toStorefrontMediaUrl(entry?.url) ?? '', label: entry?.label ?? name }))
    .filter((image) => image.url !== '');
  return images.length > 0 || !thumbnail ? images : [{ url: thumbnail, label: name }];
}
