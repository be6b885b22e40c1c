import type { ImgHTMLAttributes } from 'react';
import { DEFAULT_IMAGE_QUALITY, imageSrcSet, optimizedImageUrl } from '../../domain/shop';

// The in-page demo has no server to size images, so it uses the files as they are.
const IMAGE_SERVICE = import.meta.env.VITE_API_MODE !== 'in-browser';

export interface SiteImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string;
  alt: string;
  /** How wide the image is laid out (the `sizes` attribute); the browser picks from every image width. */
  sizes?: string;
  /** A fixed display width in CSS pixels (icons, thumbnails): 1x and 2x from the allowed sizes. */
  fixedWidth?: number;
  quality?: number;
}

/** An image through the image service (/_next/image, 001 §7 §9) with srcset and sizes. */
export function SiteImage({ src, alt, sizes, fixedWidth, quality = DEFAULT_IMAGE_QUALITY, ...rest }: SiteImageProps) {
  if (!IMAGE_SERVICE || !src.startsWith('/') || src.startsWith('//')) return <img src={src} alt={alt} sizes={sizes} {...rest} />;
  const fallbackWidth = fixedWidth ? undefined : 1080;
  return (
    <img
      src={fallbackWidth ? optimizedImageUrl(src, fallbackWidth, quality) : imageSrcSet(src, fixedWidth, quality).split(' ')[0]}
      srcSet={imageSrcSet(src, fixedWidth, quality)}
      sizes={fixedWidth ? undefined : (sizes ?? '100vw')}
      alt={alt}
      {...rest}
    />
  );
}
