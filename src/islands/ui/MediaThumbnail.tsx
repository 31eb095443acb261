/**
 * The islands' counterpart of src/components/ui/MediaImage.astro, for the thumbnails they draw (cart lines, checkout review,
 * recently viewed, search suggestions): a photo from Magento's media comes as the copies of src/lib/responsive-media.ts
 * sized for the box it fills (in the best format the browser takes), never as the original; anything else (an SVG,
 * an image from another host) is a plain `<img>`. Decorative (the name is next to it) and loaded lazily.
 */
import { responsiveImage } from '@/lib/responsive-media.ts';

type Props = {
  src: string;
  /** The square box's side in CSS pixels: the `<img>` size and the largest it is shown at. */
  size: number;
  className?: string;
};

export function MediaThumbnail({ src, size, className }: Props) {
  const responsive = responsiveImage(src, size, `${size}px`);
  return (
    <img
      src={src}
      srcSet={responsive?.srcset}
      sizes={responsive?.sizes}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
