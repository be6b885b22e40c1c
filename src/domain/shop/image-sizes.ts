// 001 §7 §9 image optimisation: GET /_next/image with url, w and q; the widths and icon sizes it serves.
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const ICON_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const DEFAULT_IMAGE_QUALITY = 75;
export const IMAGE_SERVICE_PATH = '/_next/image';

/** Every width the image service answers: the icon sizes, then the image widths. */
export const ALLOWED_IMAGE_WIDTHS: readonly number[] = [...ICON_SIZES, ...IMAGE_WIDTHS];

export function isAllowedImageWidth(width: number): boolean {
  return ALLOWED_IMAGE_WIDTHS.includes(width);
}

/** The image service's address for a site image at one width. */
export function optimizedImageUrl(src: string, width: number, quality: number = DEFAULT_IMAGE_QUALITY): string {
  return `${IMAGE_SERVICE_PATH}?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}

/**
 * srcset for an image laid out by `sizes`: every image width (the browser picks by viewport and density);
 * for a fixed display width, the allowed widths at 1x and 2x.
 */
export function imageSrcSet(src: string, fixedWidth?: number, quality: number = DEFAULT_IMAGE_QUALITY): string {
  if (fixedWidth === undefined) return IMAGE_WIDTHS.map((w) => `${optimizedImageUrl(src, w, quality)} ${w}w`).join(', ');
  return [1, 2]
    .map((density) => {
      const wanted = fixedWidth * density;
      const width = ALLOWED_IMAGE_WIDTHS.find((w) => w >= wanted) ?? ALLOWED_IMAGE_WIDTHS[ALLOWED_IMAGE_WIDTHS.length - 1];
      return `${optimizedImageUrl(src, width, quality)} ${density}x`;
    })
    .join(', ');
}
