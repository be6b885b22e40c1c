import { Link } from 'react-router';
import { StorefrontCatalogToken, type StorefrontCatalog } from '../../application/catalog/storefront-catalog';
import type { Product } from '../../domain/shop';
import { useService } from '../app/services-context';
import { useLoader } from '../app/use-loader';
import { LoadError } from './load-error';
import { HOME_LOADER_KEY } from './loader-keys';
import { ProductTile, ProductTileSkeletons } from './product-tile';

/** Home: hero, then the featured boxes and goods. */
export function HomePage() {
  const catalog = useService(StorefrontCatalogToken);
  const shelves = useLoader(HOME_LOADER_KEY, () => catalog.home());

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <h1 id="hero-title">Treats and chews that fit your dog</h1>
          <p>One box per dog, fresh to your door every four weeks. Cancel or pause anytime.</p>
          <div className="hero__actions">
            <Link to="/box/start" className="button button--primary button--large">
              Build Your Box
            </Link>
            <Link to="/box" className="button button--large">
              See all boxes
            </Link>
          </div>
        </div>
      </section>
      <Shelf title="Featured boxes" state={shelves} pick={(s) => s.boxes} eager />
      <Shelf title="Goods" state={shelves} pick={(s) => s.goods} />
    </div>
  );
}

function Shelf<T>({
  title,
  state,
  pick,
  eager = false,
}: {
  title: string;
  state: ReturnType<typeof useLoader<T>>;
  pick: (data: T) => Product[];
  eager?: boolean;
}) {
  const id = `shelf-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="shelf" aria-labelledby={id} aria-busy={state.status === 'loading'}>
      <h2 id={id}>{title}</h2>
      {state.status === 'error' ? (
        <LoadError error={state.error} onRetry={state.retry} what={title.toLowerCase()} />
      ) : (
        <ul className="product-grid">
          {state.status === 'loading' ? (
            <ProductTileSkeletons />
          ) : (
            pick(state.data).map((p) => <ProductTile key={p.id} product={p} eager={eager} />)
          )}
        </ul>
      )}
    </section>
  );
}
