import { useEffect, useState } from 'react';
import type { ShopSettings } from '../../ports/catalog-repository';
import { useStartedCart } from './cart-hooks';

/** The shop settings (cache and network on the server side), or null until they arrive. */
export function useShopSettings(): ShopSettings | null {
  const { service } = useStartedCart();
  const [settings, setSettings] = useState<ShopSettings | null>(null);
  useEffect(() => {
    let live = true;
    service.ports.catalog.settings().then(
      (s) => live && setSettings(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [service]);
  return settings;
}
