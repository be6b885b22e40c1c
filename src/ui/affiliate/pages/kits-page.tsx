import { useState } from 'react';
import { usePageTitle } from '../../account-kit/use-account-title';
import { useUserSession } from '../../app/use-user-session';
import { AFFILIATE_TABS } from '../affiliate-tabs';

export const KIT_MATERIALS = [
  { file: '/kits/pawprint-logo.svg', name: 'Pawprint logo', kind: 'SVG image' },
  { file: '/kits/social-post-square.svg', name: 'Square social post', kind: 'SVG image, 1080 × 1080' },
  { file: '/kits/affiliate-talking-points.txt', name: 'Talking points', kind: 'Text' },
];

/** The affiliate's own link (000 §2: ?aff= marks an affiliate referrer). */
export const referralLink = (origin: string, code: string) => `${origin}/?aff=${encodeURIComponent(code)}`;

/** /affiliate/dashboard/kits ('Affiliate Kits'): materials to download and the referral link to copy. */
export function KitsPage() {
  const title = usePageTitle(AFFILIATE_TABS.kits.title);
  const { state } = useUserSession();
  const code = state.user?.username ?? '';
  const link = code ? referralLink(window.location.origin, code) : '';
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <h2>Your referral link</h2>
      {link ? (
        <div className="copy-field">
          <input readOnly value={link} aria-label="Your referral link" onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="button button--primary" onClick={copy}>Copy link</button>
        </div>
      ) : (
        <p className="notice">Your account has no username yet, so it has no referral link. Set one on your Profile.</p>
      )}
      <p role="status" className="muted">
        {copied === 'done' && 'Copied! Paste it anywhere you talk about your dog.'}
        {copied === 'failed' && 'Copying is blocked here: select the link and copy it yourself.'}
      </p>
      <h2>Materials</h2>
      <ul className="plain-list account-cards">
        {KIT_MATERIALS.map((m) => (
          <li key={m.file} className="account-card">
            <strong>{m.name}</strong>
            <p className="muted">{m.kind}</p>
            <a href={m.file} download className="button">Download<span className="visually-hidden"> {m.name}</span></a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default KitsPage;
