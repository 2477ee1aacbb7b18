'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ListStatus } from '../../../components/list-status';
import { PILL_ROW_CLASS, pillClass } from '../../../components/pill';
import { SlipLegCard } from './slip-leg-card';
import { SlipReceipts } from './slip-receipts';
import { SlipStake } from './slip-stake';
import { MAX_LEGS, type SlipMode } from './slip-state';
import { useSlip } from './slip-context';
import { useRefusalText } from './use-refusal-text';

const MODES: readonly SlipMode[] = ['single', 'multi'];

/**
 * The bet slip: the selections, singles or one multi (크로스), the stake, what it may return, the
 * odds-change policy and the button; then what became of the bets placed. The same panel stands
 * beside the events on a wide screen and rises as a sheet on a phone.
 */
export function BetSlip({ heading }: { heading: 'shown' | 'hidden' }) {
  const t = useTranslations('sport.slip');
  const slip = useSlip();
  const refusalText = useRefusalText();
  const headingId = useId();
  const { legs, mode, refusals, receipts } = slip.state;
  const effective: SlipMode = legs.length > 1 ? mode : 'single';

  return (
    <section
      aria-labelledby={heading === 'shown' ? headingId : undefined}
      data-slip
      className="flex flex-col gap-3"
    >
      <div className="flex items-center justify-between gap-2">
        {heading === 'shown' ? (
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-gold-200">
            {t('title')}
            <span
              data-slip-count
              className="rounded-full bg-gold-400/15 px-2 text-sm tabular-nums text-gold-200"
            >
              {legs.length}
            </span>
          </h2>
        ) : (
          <span />
        )}
        {legs.length > 0 ? (
          <button
            type="button"
            onClick={() => slip.dispatch({ type: 'clear' })}
            className="btn-ghost px-3 py-1 text-xs"
          >
            {t('clear')}
          </button>
        ) : null}
      </div>

      {legs.length > 1 ? (
        <div role="group" aria-label={t('modes.label')} className={`${PILL_ROW_CLASS} grid grid-cols-2`}>
          {MODES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={effective === option}
              onClick={() => slip.dispatch({ type: 'mode', mode: option })}
              className={pillClass(effective === option)}
            >
              {t(`modes.${option}`)}
            </button>
          ))}
        </div>
      ) : null}

      {legs.length === 0 ? (
        <div className="rounded-xl border border-dashed border-white/10">
          <ListStatus>{t('empty')}</ListStatus>
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {legs.map((leg) => {
            const refusal = effective === 'single' ? refusals[`single:${leg.selectionId}`] : undefined;
            return (
              <SlipLegCard
                key={leg.selectionId}
                leg={leg}
                onRemove={() => slip.dispatch({ type: 'remove', selectionId: leg.selectionId })}
                problem={refusal ? refusalText(refusal, [leg]) : undefined}
              />
            );
          })}
        </ul>
      )}
      {slip.state.full ? (
        <p role="alert" className="text-xs text-rose-300">
          {t('full', { max: MAX_LEGS })}
        </p>
      ) : null}

      {legs.length > 0 ? <SlipStake /> : null}
      <SlipReceipts receipts={receipts} onDismiss={(betId) => slip.dispatch({ type: 'dismiss', betId })} />
    </section>
  );
}
