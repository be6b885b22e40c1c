import { useState } from 'react';
import type { AccountProfile, Channel, CommunicationPreference } from '../../../domain/account';
import { ActionStatus } from '../../account-kit/action-status';
import { RemoteView } from '../../account-kit/remote-view';
import { usePageTitle } from '../../account-kit/use-account-title';
import { useAction } from '../../account-kit/use-action';
import { useRemote } from '../../account-kit/use-remote';
import { useCustomerAccount } from '../use-customer-account';

const CHANNELS: [Channel, string][] = [['email', 'E-mail'], ['push', 'Push notifications'], ['sms', 'Text messages (SMS)']];

interface CommData { profile: AccountProfile; preferences: CommunicationPreference[] }

function CommunicationForm({ data, onSaved }: { data: CommData; onSaved: (p: AccountProfile) => void }) {
  const repo = useCustomerAccount();
  const action = useAction();
  const [channels, setChannels] = useState(() => ({ email: !!data.profile.permissions?.email, push: !!data.profile.permissions?.push, sms: !!data.profile.permissions?.sms }));
  const [topics, setTopics] = useState(() => new Set((data.profile.communications ?? []).map((c) => c.id)));
  const toggleTopic = (id: string) => setTopics((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  const save = async () => {
    const saved = await action.run('Saving your preferences…', async () => {
      await repo.updateChannels(channels);
      return repo.updateCommunications([...topics]);
    }, 'Your preferences are saved.');
    if (saved) onSaved(saved);
  };
  return (
    <form className="account-form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <fieldset className="toggle-list">
        <legend>How we may reach you</legend>
        {CHANNELS.map(([key, label]) => (
          <label key={key} className="toggle">
            <input type="checkbox" role="switch" checked={channels[key]} onChange={(e) => setChannels((c) => ({ ...c, [key]: e.target.checked }))} />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="toggle-list">
        <legend>What we send you</legend>
        {data.preferences.length === 0 && <p className="muted">There is nothing to choose from yet.</p>}
        {data.preferences.map((p) => (
          <label key={p.id} className="toggle">
            <input type="checkbox" checked={topics.has(p.id)} onChange={() => toggleTopic(p.id)} />
            <span><strong>{p.name}</strong>{p.description && <><br /><span className="muted">{p.description}</span></>}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={action.busy}>Save preferences</button>
      <ActionStatus state={action.state} />
    </form>
  );
}

/** /dashboard/communication ('Communications'): the channels (email, push, sms) and the kinds of messages. */
export function CommunicationPage() {
  const title = usePageTitle('Communications');
  const repo = useCustomerAccount();
  const data = useRemote<CommData>('communication', async () => {
    const [profile, preferences] = await Promise.all([repo.profile(), repo.communicationPreferences()]);
    return { profile, preferences };
  });
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <RemoteView remote={data} what="your communication preferences">
        {(d) => <CommunicationForm data={d} onSaved={(profile) => data.setData((s) => ({ ...s, profile }))} />}
      </RemoteView>
    </section>
  );
}

export default CommunicationPage;
