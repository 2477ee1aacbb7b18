import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import type { Dealt } from './use-baccarat-deal.ts';

/** Who won the coup, the totals, and what came back to the player. */
const WINNER: Record<'player' | 'banker' | 'tie', MessageKey> = {
  player: 'baccarat.outcome.player',
  banker: 'baccarat.outcome.banker',
  tie: 'baccarat.outcome.tie',
};

export function OutcomeBanner({ result }: { result: Dealt }) {
  const { t, won } = useI18n();
  const { coup, settlement } = result;
  const net = settlement.totalPayout - settlement.totalStake;
  return (
    <div className={`outcome-banner table-plaque outcome-banner--${coup.outcome}`} role="status">
      <strong>{t(WINNER[coup.outcome])}</strong>
      <span className="outcome-banner__score">
        {coup.playerTotal} : {coup.bankerTotal}
        {coup.natural && <em>{t('baccarat.natural')}</em>}
      </span>
      <span className={`outcome-banner__net${net > 0 ? ' gain' : ''}`}>
        {settlement.totalPayout > 0
          ? t('table.paid', { amount: won(settlement.totalPayout) })
          : t('table.noWin')}
      </span>
    </div>
  );
}
