import type { Dog } from '../../../domain/account';
import { ActionStatus } from '../../account-kit/action-status';
import { formatDayTime } from '../../account-kit/format';
import { useAction } from '../../account-kit/use-action';
import { useCustomerAccount } from '../use-customer-account';

/** A dog's profile with its lost-dog flag (001 §3 Dog.isLost), switched with updateDog. */
export function DogProfileCard({ dog, onChanged }: { dog: Dog; onChanged: (dog: Dog) => void }) {
  const repo = useCustomerAccount();
  const action = useAction();
  const toggle = async () => {
    const next = !dog.isLost;
    const saved = await action.run(
      next ? 'Marking as lost…' : 'Marking as found…',
      () => repo.updateDog(dog.id, { isLost: next }),
      next ? `${dog.name} is marked as lost. Whoever scans the tag sees your contact.` : `Glad ${dog.name} is home!`,
    );
    if (saved) onChanged(saved);
  };
  return (
    <article className={`account-card dog-card${dog.isLost ? ' dog-card--lost' : ''}`} aria-labelledby={`dog-${dog.id}`}>
      <div className="person">
        {dog.avatar && <img src={dog.avatar} alt="" width={56} height={56} />}
        <div>
          <h3 id={`dog-${dog.id}`}>
            {dog.name} {dog.isLost && <span className="badge badge--alert">Lost</span>}
          </h3>
          <p className="muted">{[dog.breed, dog.age != null ? `${dog.age} years` : null].filter(Boolean).join(' · ')}</p>
        </div>
      </div>
      {dog.description && <p>{dog.description}</p>}
      {dog.isLost && (
        <p>
          Last seen {formatDayTime(dog.lastSeen)}
          {dog.location ? ` near ${dog.location}` : ''}.
        </p>
      )}
      {dog.microchip && <p className="muted">Microchip {dog.microchip}</p>}
      <button type="button" className={`button${dog.isLost ? ' button--primary' : ''}`} onClick={toggle} disabled={action.busy}>
        {dog.isLost ? `${dog.name} is found` : `Report ${dog.name} as lost`}
      </button>
      <ActionStatus state={action.state} />
    </article>
  );
}
