'use client';

import type { CallAnswer } from '../../lib/call-api';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatNumber } from '../../lib/format';
import { LABEL_CLASS } from '../../components/field-style';
import { FormResult, type Result } from '../../components/form-result';
import { useSession } from '../session';
import { AmountInput } from './amount-input';
import { ConfirmMoneyDialog } from './confirm-money-dialog';
import { gameMoneyAt, useGameMoney, useTransferIn, useWithdrawFromGame } from './use-game-money';

/** What the member asked for, waiting for their yes: an amount in, or everything back. */
interface Pending {
  direction: 'in' | 'out';
  amount: number;
}

/**
 * A transfer-wallet studio's games play from the money held at the studio, not from the cash: the
 * panel shows both, moves an amount in (quick amounts, the cash as "max", a confirmation) and brings
 * everything back. Visitors are told how the studio's games are paid for.
 */
export function GameMoneyPanel({
  company,
  studio,
  frame = 'card p-4 sm:p-5',
}: {
  company: string;
  studio: string;
  /** The panel's own card; none where it sits in a card already (my page). */
  frame?: string;
}) {
  const t = useTranslations('wallet.gameMoney');
  const tw = useTranslations('wallet');
  const locale = useLocale();
  const session = useSession();
  const gameMoney = useGameMoney();
  const transferIn = useTransferIn();
  const withdraw = useWithdrawFromGame();
  const [amount, setAmount] = useState(0);
  const [amountError, setAmountError] = useState<string | undefined>();
  const [pending, setPending] = useState<Pending | null>(null);
  const [result, setResult] = useState<Result>(null);
  const id = useId();
  const won = (value: number) => tw('history.won', { amount: formatNumber(value, locale) });

  if (session.status !== 'authenticated') {
    return (
      <p data-panel="game-money" className={`text-sm text-slate-300 ${frame}`}>
        {t('visitor', { studio })}
      </p>
    );
  }
  const cash = session.user.balance;
  const held = gameMoneyAt(gameMoney.data, company);
  const busy = transferIn.isPending || withdraw.isPending;

  const ask = () => {
    setResult(null);
    if (amount <= 0) setAmountError(t('amountRequired'));
    else if (amount > cash) setAmountError(t('overCash'));
    else {
      setAmountError(undefined);
      setPending({ direction: 'in', amount });
    }
  };

  const answered = (answer: CallAnswer<'transfer-in-game'> | CallAnswer<'withdraw-from-game'>) => {
    if (answer.status === 'success') return;
    const fail = (text: string) => setResult({ tone: 'error', text });
    if (answer.status === 'balance') fail(t('refused.balance'));
    else if (answer.status === 'time') fail(t('refused.time'));
    else if (answer.status === 'wait') fail(t('refused.wait'));
    else if (answer.status === 'limit') fail(t('refused.limit'));
    else if (answer.status === 'blocked') fail(tw('common.blocked'));
    else if (answer.status === 'cant_find_code') fail(t('refused.unavailable'));
    else if (answer.status !== 'auth') fail(tw('common.failed'));
  };

  const send = async (move: Pending) => {
    if (move.direction === 'in') {
      const answer = await transferIn.mutateAsync({ company, amount: move.amount });
      if (answer.status === 'success') {
        setAmount(0);
        setResult({ tone: 'success', text: t('movedIn', { amount: formatNumber(move.amount, locale) }) });
      } else answered(answer);
    } else {
      const answer = await withdraw.mutateAsync({ company });
      // Play since the panel last looked may have changed the figure: the cash says what came back.
      if (answer.status === 'success')
        setResult({
          tone: 'success',
          text: t('movedOut', { amount: formatNumber(answer.balance - cash, locale) }),
        });
      else answered(answer);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-panel="game-money"
      data-company={company}
      className={`flex flex-col gap-4 ${frame}`}
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-heading`} className="text-base font-semibold text-gold-200">
          {t('heading', { studio })}
        </h3>
        <p className="text-sm text-slate-400">{t('lead')}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex min-w-0 flex-col gap-0.5 rounded-xl bg-white/5 px-3 py-2">
          <dt className="text-xs text-slate-400">{t('held')}</dt>
          <dd data-amount="game-money" className="truncate text-lg font-bold text-gold-200 tabular-nums">
            {gameMoney.isPending ? '…' : won(held)}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5 rounded-xl bg-white/5 px-3 py-2">
          <dt className="text-xs text-slate-400">{t('cash')}</dt>
          <dd data-amount="cash" className="truncate text-lg font-bold text-slate-100 tabular-nums">
            {won(cash)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-amount`} className={LABEL_CLASS}>
          {t('amount')}
        </label>
        <AmountInput
          id={`${id}-amount`}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setAmountError(undefined);
          }}
          max={cash}
          compact
          error={amountError}
        />
      </div>
      <FormResult result={result} />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          disabled={busy || held === 0}
          onClick={() => {
            setResult(null);
            setPending({ direction: 'out', amount: held });
          }}
          className="btn-ghost h-11"
        >
          {t('withdrawAll')}
        </button>
        <button type="button" disabled={busy} onClick={ask} className="btn-gold h-11">
          {t('moveIn')}
        </button>
      </div>
      {/* On the body: inside a game list's dialog, the list's scrolling panel would clip it. */}
      {pending
        ? createPortal(
            <ConfirmMoneyDialog
              name="game-money-confirm"
              title={t(pending.direction === 'in' ? 'confirmIn.title' : 'confirmOut.title')}
              question={t(pending.direction === 'in' ? 'confirmIn.question' : 'confirmOut.question', {
                studio,
              })}
              rows={[
                { label: t('amount'), value: won(pending.amount) },
                {
                  label: t('cashAfter'),
                  value: won(pending.direction === 'in' ? cash - pending.amount : cash + pending.amount),
                },
              ]}
              confirmLabel={t(pending.direction === 'in' ? 'moveIn' : 'withdrawAll')}
              onAnswer={(yes) => {
                setPending(null);
                if (yes) void send(pending);
              }}
            />,
            document.body,
          )
        : null}
    </section>
  );
}
