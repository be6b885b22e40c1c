import { useEffect, useState } from 'react';
import { useServiceLocator } from '../app/services-context';

export type AccountServicesState = 'loading' | 'ready' | 'failed';

/** Waits for the account areas' services to be downloaded and bound; 'Try again' after a failed download. */
export function useAccountServices(): { state: AccountServicesState; retry: () => void } {
  const services = useServiceLocator();
  const [state, setState] = useState<AccountServicesState>(services.loadFeature ? 'loading' : 'ready');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!services.loadFeature) return;
    let current = true;
    services.loadFeature('account').then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [services, attempt]);
  return {
    state,
    retry: () => {
      setState('loading');
      setAttempt((n) => n + 1);
    },
  };
}
