import type { ReactNode } from 'react';
import { Spinner } from '../primitives/spinner';
import { useAccountServices } from './use-account-services';

/** Shows the account pages once their services are there; a failed download says so with 'Try again'. */
export function AccountServicesGate({ children }: { children: ReactNode }) {
  const { state, retry } = useAccountServices();
  if (state === 'loading') return <Spinner label="Loading your account" />;
  if (state === 'failed') {
    return (
      <div className="remote-view remote-view--error" role="alert">
        <p>Your account pages could not be loaded. Please check your connection.</p>
        <button type="button" className="button" onClick={retry}>Try again</button>
      </div>
    );
  }
  return <>{children}</>;
}
