import type { Sku } from '../../domain/shop';

/** The SKU's default active image, else its first. */
export function skuImage(sku: Sku | null | undefined, fallbackAlt: string): { url: string; alt: string } | null {
  const images = (sku?.images ?? []).filter((i) => i.status !== false);
  const image = images.find((i) => i.default) ?? images[0];
  return image ? { url: image.url, alt: image.alt || fallbackAlt } : null;
}
