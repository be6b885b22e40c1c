import { useCallback, useSyncExternalStore } from 'react';
import { ReferralTrackerToken, type ReferralState, type ReferralTracker } from '../../application/referral/referral-tracker';
import { serverRenderedWhileSame } from '../app/server-rendered-snapshot';
import { useService } from '../app/services-context';

/**
 * What the server's render of a first screen shows: no referrer (it has no stored one). A part of the page hydrated
 * after the stored referrer was read hydrates with this too, then renders again with the stored one.
 */
const SERVER_RENDERED_REFERRAL: ReferralState = { code: null, kind: null, name: null };

// No code means no referrer at all: the tracker keeps a kind and a name only with a code.
const snapshotOf = serverRenderedWhileSame<ReferralState>(SERVER_RENDERED_REFERRAL, (state) => state.code === null);

/** The stored referrer (code and display name), following the referral tracker. */
export function useReferral(): ReferralState {
  const tracker = useService(ReferralTrackerToken);
  const subscribe = useCallback((onChange: () => void) => tracker.subscribe(onChange), [tracker]);
  return useSyncExternalStore(subscribe, () => snapshotOf(tracker.getSnapshot()), () => SERVER_RENDERED_REFERRAL);
}
