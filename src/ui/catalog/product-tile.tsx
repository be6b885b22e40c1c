import { Link } from 'react-router';
import { defaultSku } from '../../application/catalog/purchase-options';
import type { Product } from '../../domain/shop';
import { PRODUCT_CARD_TEXTS } from '../../domain/messages';
import { isProductSoldOut } from '../../domain/shop';
import { SiteImage } from '../primitives/site-image';
import { PriceTag } from './price-tag';
import { skuImage } from './sku-image';

/** A product in a listing: image, name, price and a link to its page. Fixed image box: no layout shift. */
export function ProductTile({ product, eager = false }: { product: Product; eager?: boolean }) {
  const sku = defaultSku(product);
  const image = skuImage(sku, product.name);
  const soldOut = isProductSoldOut(product);
  return (
    <li className={soldOut ? 'product-tile product-tile--sold-out' : 'product-tile'}>
      <Link to={`/product/${encodeURIComponent(product.id)}`} className="product-tile__link">
        <span className="product-tile__media">
          {image && (
            <SiteImage
              src={image.url}
              alt=""
              width={320}
              height={240}
              // One tile a row below 500 px (the grid's 220 px minimum), two up to 767 px.
              sizes="(max-width: 499px) 100vw, (max-width: 767px) 50vw, 300px"
              loading={eager ? 'eager' : 'lazy'}
              // The first screen's tiles: on a phone the first is the largest paint.
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
            />
          )}
        </span>
        <span className="product-tile__name">{product.name}</span>
        {/* Said before the price, inside the link, so the tile's name carries it too. */}
        {soldOut ? (
          <>
            {' '}
            <span className="stock-badge stock-badge--out product-tile__sold-out">{PRODUCT_CARD_TEXTS.soldOut}</span>
          </>
        ) : null}
      </Link>
      {sku && <PriceTag sku={sku} className="price--small" />}
    </li>
  );
}

/** Placeholders with the tiles' exact size while products load. */
export function ProductTileSkeletons({ count = 4 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="product-tile product-tile--skeleton" aria-hidden="true">
          <span className="product-tile__media" />
          <span className="product-tile__name skeleton-line" />
          <span className="price price--small skeleton-line" />
        </li>
      ))}
    </>
  );
}
