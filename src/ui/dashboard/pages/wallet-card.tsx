import { useState, type FormEvent } from 'react';
import type { Wallet } from '../../../domain/account';
import { coinAmountProblem, dollarsToCents, formatCents, type CoinAction } from '../../../domain';
import { ActionStatus } from '../../account-kit/action-status';
import { useAction } from '../../account-kit/use-action';
import { FloatingInput } from '../../primitives/floating-input';
import { useCustomerAccount } from '../use-customer-account';

const TEXTS: Record<CoinAction, { label: string; button: string; progress: string; done: (cents: number) => string }> = {
  transfer: {
    label: 'Amount to move ($)',
    button: 'Move to wallet',
    progress: 'Moving your coins…',
    done: (cents) => `${formatCents(cents)} moved to your wallet.`,
  },
  withdraw: {
    label: 'Amount to cash out ($)',
    button: 'Request cash-out',
    progress: 'Sending your cash-out request…',
    done: (cents) => `Your cash-out of ${formatCents(cents)} is requested.`,
  },
};

/** One coin action: an amount in dollars, checked by the domain's rule before it is sent (the server holds it too). */
function CoinForm({ action: kind, available, onDone }: { action: CoinAction; available: number; onDone: (cents: number) => Promise<void> }) {
  const action = useAction();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const text = TEXTS[kind];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(typed);
    const problem = coinAmountProblem(kind, cents, available);
    setError(problem);
    if (problem || cents === null) return;
    const done = await action.run(text.progress, async () => { await onDone(cents); return true; }, text.done(cents));
    if (done) setTyped('');
  };
  return (
    <form className="account-form account-form--inline" onSubmit={submit} aria-label={text.button} noValidate>
      <FloatingInput name={`${kind}-amount`} label={text.label} inputMode="decimal" autoComplete="off" value={typed} onChange={setTyped} error={error} required />
      <button type="submit" className="button" disabled={action.busy || available <= 0}>{text.button}</button>
      <ActionStatus state={action.state} />
    </form>
  );
}

/**
 * The dashboard's Wallet card: coins, pending and lifetime, moving pending coins into the wallet (transferCoins)
 * and asking for a cash-out (withdrawCoinsRequest).
 */
export function WalletCard({ wallet, onChanged }: { wallet: Wallet | null | undefined; onChanged: (wallet: Wallet) => void }) {
  const repo = useCustomerAccount();
  const coins = wallet?.coins ?? 0;
  const pending = wallet?.pending_coins ?? 0;
  const base: Wallet = wallet ?? { id: '', coins: 0, pending_coins: 0, lifetime_coins: 0 };
  // A form that has just moved everything stays, so its result is still read beside it.
  const [offered] = useState(() => ({ transfer: pending > 0, withdraw: coins > 0 }));
  return (
    <article className="account-card" aria-labelledby="wallet-title">
      <h2 id="wallet-title">Wallet</h2>
      <p className="account-card__figure">{formatCents(coins)}</p>
      <p className="muted">
        {formatCents(pending)} pending · {formatCents(wallet?.lifetime_coins ?? 0)} earned in all
      </p>
      {(pending > 0 || offered.transfer) && <CoinForm action="transfer" available={pending} onDone={async (cents) => onChanged(await repo.transferCoins(cents))} />}
      {(coins > 0 || offered.withdraw) && (
        <CoinForm
          action="withdraw"
          available={coins}
          onDone={async (cents) => {
            await repo.withdrawCoins(cents);
            onChanged({ ...base, coins: coins - cents });
          }}
        />
      )}
    </article>
  );
}
