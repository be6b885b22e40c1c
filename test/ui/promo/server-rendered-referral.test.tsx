// A server-rendered page hydrates with no referrer (the server has no stored one). A visitor without one has nothing
// new to show once the page is hydrated, so the parts that show the referrer render once, not again at once.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ReferralTrackerToken, type ReferralState } from '../../../src/application/referral/referral-tracker';
import { ServicesProvider, type ServiceLocator } from '../../../src/ui/app/services-context';
import { useReferral } from '../../../src/ui/promo/use-referral';

/** The referral tracker as the hook reads it: a snapshot and a subscription. */
const trackerWith = (state: ReferralState) => ({ getSnapshot: () => state, subscribe: () => () => {} });

const locator = (tracker: ReturnType<typeof trackerWith>): ServiceLocator => ({
  get: <T,>(token: symbol) => (token === ReferralTrackerToken ? tracker : undefined) as T,
});

let container: HTMLElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

describe('The referrer in a server-rendered page', () => {
  it('without a referrer, renders what shows it once when hydrated; with one, shows it', async () => {
    let renders = 0;
    function Referrer() {
      const referral = useReferral();
      renders++;
      return <span>{referral.name ?? 'none'}</span>;
    }
    const page = (state: ReferralState) => (
      <ServicesProvider services={locator(trackerWith(state))}>
        <Referrer />
      </ServicesProvider>
    );
    const none = (): ReferralState => ({ code: null, kind: null, name: null });
    container = document.createElement('div');
    container.innerHTML = renderToString(page(none()));
    document.body.append(container);
    renders = 0;
    await act(async () => {
      hydrateRoot(container!, page(none()));
    });
    expect(container.textContent).toBe('none');
    expect(renders).toBe(1);

    // A visitor with a stored referrer sees them once hydrated.
    const other = document.createElement('div');
    other.innerHTML = renderToString(page(none()));
    document.body.append(other);
    await act(async () => {
      hydrateRoot(other, page({ code: 'ABC', kind: 'ref', name: 'Dana' }));
    });
    expect(other.textContent).toBe('Dana');
    other.remove();
  });
});
