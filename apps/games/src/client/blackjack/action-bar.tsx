import type { TBlackjackAction, TBlackjackView } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { ActionIcon } from './action-icon.tsx';
import { ACTION_TEXT } from './blackjack-texts.ts';
import { extraStake } from './extra-stake.ts';
import { ACTION_KEYS } from './use-action-keys.ts';

/**
 * The decisions the engine allows now, and only those, each with what it stakes on top. When the
 * dealer shows an ace the question comes first: insurance (even money on a blackjack) or not.
 */
export function ActionBar({
  view,
  bet,
  busy,
  pending,
  onAct,
}: {
  view: TBlackjackView;
  /** The hand's first stake (insurance costs half of it). */
  bet: number;
  busy: boolean;
  pending: TBlackjackAction | null;
  onAct: (action: TBlackjackAction) => void;
}) {
  const { t, won } = useI18n();
  const insurance = view.phase === 'insurance';
  const evenMoney = insurance && view.hands[0]?.blackjack === true;
  return (
    <div className="bj-actions" role="group" aria-label={t('blackjack.actionsLabel')}>
      {insurance && (
        <p className="bj-actions__question">
          {evenMoney
            ? t('blackjack.evenMoneyQuestion')
            : t('blackjack.insuranceQuestion', { amount: won(extraStake(view, bet, 'insurance')) })}
        </p>
      )}
      <div className="bj-actions__buttons">
        {view.legalActions.map((action) => {
          const cost = extraStake(view, bet, action);
          return (
            <button
              key={action}
              type="button"
              className={`bj-action bj-action--${action}${pending === action ? ' bj-action--pending' : ''}`}
              onClick={() => onAct(action)}
              disabled={busy}
              aria-keyshortcuts={ACTION_KEYS[action]}
            >
              <ActionIcon action={action} />
              <span className="bj-action__name">{t(ACTION_TEXT[action])}</span>
              {cost > 0 && <span className="bj-action__cost">+{won(cost)}</span>}
              <kbd className="bj-action__key" aria-hidden="true">
                {ACTION_KEYS[action]}
              </kbd>
            </button>
          );
        })}
      </div>
    </div>
  );
}
