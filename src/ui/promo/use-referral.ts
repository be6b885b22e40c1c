import { useCallback, useSyncExternalStore } from 'react';
import { ReferralTrackerToken, type ReferralState, type ReferralTracker } from '../../application/referral/referral-tracker';
import { useService } from '../app/services-context';

/** The stored referrer (code and display name), following the referral tracker. */
export function useReferral(): ReferralState {
  const tracker = useService(ReferralTrackerToken);
  const subscribe = useCallback((onChange: () => void) => tracker.subscribe(onChange), [tracker]);
  return useSyncExternalStore(subscribe, () => tracker.getSnapshot(), () => tracker.getSnapshot());
}
