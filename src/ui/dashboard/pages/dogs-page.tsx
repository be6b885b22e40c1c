import type { Cancellation, Dog, UserSubscription } from '../../../domain/account';
import { RemoteView } from '../../account-kit/remote-view';
import { usePageTitle } from '../../account-kit/use-account-title';
import { useRemote } from '../../account-kit/use-remote';
import { useCustomerAccount } from '../use-customer-account';
import { DogProfileCard } from './dog-profile-card';
import { SubscriptionCard } from './subscription-card';

interface DogsData { boxes: UserSubscription[]; cancellations: Record<string, Cancellation | null>; dogs: Dog[] }

/** A dog's box is a subscription to a bundle; the membership has its own page. */
const isBox = (sub: UserSubscription) => sub.items.some((i) => i.sku?.product?.type !== 'digital');

/** /dashboard/subscriptions ('Dogs'): each dog's box with its items, pause, resume, cancel and the dog's details. */
export function DogsPage() {
  const title = usePageTitle('Dogs');
  const repo = useCustomerAccount();
  const data = useRemote<DogsData>('dogs', async () => {
    const [subs, dogs] = await Promise.all([repo.subscriptions(), repo.dogs()]);
    const boxes = subs.filter(isBox);
    const asked = boxes.filter((s) => s.cancel_at_period_end);
    const answers = await Promise.all(asked.map((s) => repo.cancellation(s.id)));
    return { boxes, dogs, cancellations: Object.fromEntries(asked.map((s, i) => [s.id, answers[i]])) };
  });
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <RemoteView
        remote={data}
        what="your dogs"
        isEmpty={(d) => d.boxes.length === 0 && d.dogs.length === 0}
        empty={<p>No dogs yet. <a href="/box/start">Build a box</a> for your first dog.</p>}
      >
        {(d) => (
          <>
            <h2>Boxes</h2>
            {d.boxes.length === 0 && <p className="muted">None of your dogs has a box right now.</p>}
            <div className="account-stack">
              {d.boxes.map((sub) => (
                <SubscriptionCard key={sub.id} subscription={sub} cancellation={d.cancellations[sub.id] ?? null} onChanged={data.refresh} />
              ))}
            </div>
            <h2>Dog profiles</h2>
            {d.dogs.length === 0 && <p className="muted">No dog profiles yet.</p>}
            <div className="account-cards">
              {d.dogs.map((dog) => (
                <DogProfileCard key={dog.id} dog={dog} onChanged={(next) => data.setData((s) => ({ ...s, dogs: s.dogs.map((x) => (x.id === next.id ? next : x)) }))} />
              ))}
            </div>
          </>
        )}
      </RemoteView>
    </section>
  );
}

export default DogsPage;
