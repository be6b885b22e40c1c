import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ReferralTrackerToken, type ReferralTracker } from '../../application/referral/referral-tracker';
import { useService } from '../app/services-context';

/** 000 §2: every page's ?ref=, ?aff= and ?deal= go through the referral tracker. Renders nothing. */
export function ReferralWatcher() {
  const tracker = useService(ReferralTrackerToken);
  const { pathname, search } = useLocation();

  useEffect(() => tracker.start(), [tracker]);
  useEffect(() => {
    if (search) void tracker.handleLocation({ pathname, search });
  }, [tracker, pathname, search]);

  return null;
}
