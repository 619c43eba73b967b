import type { ImgHTMLAttributes } from 'react';
import { pictureSrcSet } from '@scrapbridge/domain/picture-variants';

type TProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** The width the picture is shown at, as `<img sizes>` says it (e.g. "(max-width: 560px) 92vw, 320px"). */
  sizes: string;
};

/**
 * An uploaded picture offered as its small AVIF and WebP copies (issue 19 item 2: a card shows a 1000 px JPEG at
 * 320 px); the browser picks the format it decodes and the width its screen needs, and falls back to the stored
 * file. Any other address (a drawing of the site, a picture elsewhere) is a plain img. The picture element lays out
 * as if it were not there (`.sb-photo`), so the cards' CSS for their img applies unchanged.
 */
export function StoredPicture({ src, sizes, ...img }: TProps) {
  const avif = pictureSrcSet(src, 'avif');
  const webp = pictureSrcSet(src, 'webp');
  if (!avif || !webp) return <img src={src} {...img} />;
  return (
    <picture className="sb-photo">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      <img src={src} {...img} />
    </picture>
  );
}
