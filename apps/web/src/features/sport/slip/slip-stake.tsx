'use client';

import { ODDS_CHANGE_POLICIES } from '@haneul/sportsbook';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { FIELD_CLASS, LABEL_CLASS } from '../../../components/field-style';
import { Link } from '../../../i18n/navigation';
import { formatNumber } from '../../../lib/format';
import { useSession } from '../../session';
import { AmountInput } from '../../wallet';
import { useSlip } from './slip-context';
import { MULTI_KEY } from './slip-state';
import { isMulti, largestStake, slipTotals, stakeLimits } from './slip-tickets';
import { useRefusalText } from './use-refusal-text';

/** The slip's quick stakes: +1만, +5만, +10만 (and the largest stake that fits). */
const QUICK_STAKES = [10_000, 50_000, 100_000] as const;

/**
 * The stake with its quick amounts, the multi's combined price, what the slip stakes and may
 * return, the odds-change policy, and the button: 베팅하기, or accepting moved prices first.
 * Visitors are asked to sign in instead.
 */
export function SlipStake() {
  const t = useTranslations('sport.slip');
  const money = useTranslations('money');
  const locale = useLocale();
  const session = useSession();
  const slip = useSlip();
  const refusalText = useRefusalText();
  const stakeId = useId();
  const policyId = useId();
  const { state } = slip;
  const totals = slipTotals(state);
  const limits = stakeLimits(state.legs);
  const balance = session.status === 'authenticated' ? session.user.balance : 0;
  const moved = state.legs.some((leg) => leg.open && leg.live !== leg.price);
  const locked = state.legs.some((leg) => !leg.open);
  const multiRefusal = isMulti(state) ? state.refusals[MULTI_KEY] : undefined;
  const won = (amount: number) => formatNumber(amount, locale);

  return (
    <div className="flex flex-col gap-3 border-t border-white/5 pt-3">
      {totals.combined ? (
        <p className="flex items-center justify-between text-sm">
          <span className="text-slate-400">{t('combined')}</span>
          <span data-slip-combined className="text-lg font-bold tabular-nums text-gold-200">
            {totals.combined}
          </span>
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={stakeId} className={LABEL_CLASS}>
          {isMulti(state) || state.legs.length < 2 ? t('stake') : t('stakeEach')}
        </label>
        <AmountInput
          id={stakeId}
          value={state.stake}
          onChange={(stake) => slip.dispatch({ type: 'stake', stake })}
          amounts={QUICK_STAKES}
          compact
          max={largestStake(state, balance)}
        />
        {limits ? (
          <p className="text-xs text-slate-400">
            {t('limits', { min: won(limits.min), max: won(limits.max) })}
          </p>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={policyId} className={`${LABEL_CLASS} shrink-0`}>
          {t('policy.label')}
        </label>
        <select
          id={policyId}
          value={state.policy}
          onChange={(event) => {
            const policy = ODDS_CHANGE_POLICIES.find((known) => known === event.target.value);
            if (policy) slip.setPolicy(policy);
          }}
          className={`${FIELD_CLASS} h-9 w-auto min-w-0 flex-1 text-sm`}
        >
          {ODDS_CHANGE_POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {t(`policy.${policy}`)}
            </option>
          ))}
        </select>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-400">{t('totalStake')}</dt>
        <dd data-slip-total className="text-right font-semibold tabular-nums text-slate-100">
          {money('won', { amount: won(totals.stake) })}
        </dd>
        <dt className="text-slate-400">{t('payout')}</dt>
        <dd data-slip-payout className="text-right text-lg font-bold tabular-nums text-gold-200">
          {money('won', { amount: won(totals.payout) })}
        </dd>
      </dl>
      {multiRefusal ? (
        <p
          role="alert"
          className="rounded-xl border border-rose-400/40 bg-rose-400/10 px-3 py-2 text-sm text-rose-100"
        >
          {refusalText(multiRefusal, state.legs)}
        </p>
      ) : null}
      {locked ? <p className="text-xs text-rose-300">{t('lockedNote')}</p> : null}
      {session.status !== 'authenticated' ? (
        <div className="flex flex-col gap-2 rounded-xl bg-navy-950/60 p-3 text-center text-sm text-slate-300">
          <p>{t('signIn')}</p>
          <Link href="/login" className="btn-gold">
            {t('signInButton')}
          </Link>
        </div>
      ) : moved ? (
        <button
          type="button"
          onClick={() => slip.dispatch({ type: 'accept' })}
          className="btn-gold h-12 w-full text-base"
        >
          {t('accept')}
        </button>
      ) : (
        <button
          type="button"
          disabled={slip.placing || locked || state.stake <= 0}
          onClick={() => void slip.place()}
          className="btn-gold h-12 w-full text-base disabled:cursor-not-allowed"
        >
          {slip.placing ? t('placing') : t('place')}
        </button>
      )}
      {state.stake <= 0 && session.status === 'authenticated' ? (
        <p className="-mt-1 text-center text-xs text-slate-400">{t('stakeRequired')}</p>
      ) : null}
    </div>
  );
}
