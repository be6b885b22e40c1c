import { Link } from 'react-router';
import { storeModulesToShow, type ShownStoreModule, type StoreModuleRecord } from '../../domain/shop';
import './feedback.css';

function StoreModule({ module }: { module: ShownStoreModule }) {
  switch (module.kind) {
    case 'announcement':
      return <p className="store-module store-module--announcement">{module.text}</p>;
    case 'banner':
      return (
        <section className="store-module store-module--banner" aria-label={module.title}>
          <h2>{module.title}</h2>
          {module.text && <p>{module.text}</p>}
          {module.link && <Link to={module.link.to}>{module.link.label}</Link>}
        </section>
      );
    case 'contact':
      return (
        <section className="store-module store-module--contact" aria-label="Wholesale contact">
          <h2>Questions about an order?</h2>
          <p>
            {module.email && <>Write to <a href={`mailto:${module.email}`}>{module.email}</a>{module.phone ? ' or call ' : '.'}</>}
            {module.phone && <><a href={`tel:${module.phone.replace(/[^\d+]/g, '')}`}>{module.phone}</a>.</>}
            {module.hours && <> {module.hours}.</>}
          </p>
        </section>
      );
    // The page's own note on the wholesale rules already says the minimum, from the one rule the cart holds.
    case 'minimum_order':
      return null;
  }
}

/** A store's active modules, by type; modules of a type the shop does not know are left out. */
export function StoreModules({ modules }: { modules: readonly StoreModuleRecord[] | null | undefined }) {
  const shown = storeModulesToShow(modules);
  if (!shown.length) return null;
  return <div className="store-modules">{shown.map((m) => <StoreModule key={m.id} module={m} />)}</div>;
}
