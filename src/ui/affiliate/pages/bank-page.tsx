import type { BankAccount, Form } from '../../../domain/account';
import { RemoteView } from '../../account-kit/remote-view';
import { usePageTitle } from '../../account-kit/use-account-title';
import { useRemote } from '../../account-kit/use-remote';
import { AFFILIATE_TABS } from '../affiliate-tabs';
import { useAffiliateStatus } from '../affiliate-status';
import { useAffiliate } from '../use-affiliate';
import { BankAccountForm } from './bank-account-form';
import { W9FormSection } from './w9-form-section';

interface SettingsData { account: BankAccount | null; form: Form | null }

/** /affiliate/dashboard/bank ('Settings / Bank Account'): the payout bank account and the W-9 form. */
export function BankPage() {
  const title = usePageTitle(AFFILIATE_TABS.bank.title);
  const repo = useAffiliate();
  const { refreshSettings } = useAffiliateStatus();
  const data = useRemote<SettingsData>('bank', async () => {
    const [accounts, form] = await Promise.all([repo.bankAccounts(), repo.lastW9Form()]);
    return { account: accounts[0] ?? null, form };
  });
  const changed = async () => {
    await Promise.all([data.refresh(), refreshSettings()]);
  };
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <RemoteView remote={data} what="your payout settings">
        {({ account, form }) => (
          <div className="account-columns">
            <BankAccountForm account={account} onSaved={changed} />
            <W9FormSection form={form} onUploaded={changed} />
          </div>
        )}
      </RemoteView>
    </section>
  );
}

export default BankPage;
