import type { TRoundView, TTableDraw } from '../../protocol/round-api.ts';
import { BlackjackHands, BlackjackTag } from '../blackjack/blackjack-record.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { tableBetLabel } from '../table/bet-label.ts';
import { DrawSummary } from '../table/draw-summary.tsx';
import { verifyHref } from './verify-link.ts';

/**
 * The player's last rounds of this game, newest first: what was staked and where, what came of it,
 * the balance before and after, and the link to the verify page.
 */
const STATE_TEXT: Record<TRoundView['state'], MessageKey> = {
  open: 'history.state.open',
  debited: 'history.state.debited',
  settled: 'history.state.settled',
  refunded: 'history.state.refunded',
  void: 'history.state.void',
};

const OUTCOME_TEXT: Record<'player' | 'banker' | 'tie', MessageKey> = {
  player: 'baccarat.short.player',
  banker: 'baccarat.short.banker',
  tie: 'baccarat.short.tie',
};

function Summary({ round }: { round: TRoundView }) {
  const { t } = useI18n();
  if (round.baccarat) {
    const { outcome, playerTotal, bankerTotal } = round.baccarat.coup;
    return (
      <span className={`road-dot road-dot--${outcome}`} title={`${playerTotal} : ${bankerTotal}`}>
        {t(OUTCOME_TEXT[outcome])}
      </span>
    );
  }
  if (round.table) return <DrawSummary draw={round.table.draw} />;
  if (round.blackjack?.view.settlement) return <BlackjackTag settlement={round.blackjack.view.settlement} />;
  if (round.spin && round.spin.freeSpins.length > 0) {
    return (
      <span className="history__tag">{t('history.freeSpins', { spins: round.spin.freeSpins.length })}</span>
    );
  }
  return null;
}

function TableBets({ kind, round }: { kind: TTableDraw['kind']; round: NonNullable<TRoundView['table']> }) {
  const { t, won } = useI18n();
  return (
    <ul className="history__bets">
      {round.settlement.bets.map((bet) => (
        <li key={bet.bet} className={`history__bet history__bet--${bet.result}`}>
          <span>{tableBetLabel(t, kind, bet.bet)}</span>
          <span>
            {won(bet.stake)} → {won(bet.payout)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function RoundHistory({ rounds }: { rounds: readonly TRoundView[] }) {
  const { t, won, fmt, lang } = useI18n();
  if (rounds.length === 0) return <p className="panel-empty">{t('history.empty')}</p>;
  return (
    <ol className="history" aria-label={t('history.title')}>
      {rounds.map((round) => {
        const net = round.payout - round.stake;
        return (
          <li key={round.id} className="history__row">
            <div className="history__main">
              <time dateTime={round.createdAt}>{fmt.time(round.createdAt)}</time>
              <Summary round={round} />
              {round.state !== 'settled' && (
                <span className={`history__state history__state--${round.state}`}>
                  {t(STATE_TEXT[round.state])}
                </span>
              )}
            </div>
            <div className="history__money">
              <span>{t('history.stake', { amount: won(round.stake) })}</span>
              <strong className={net > 0 ? 'gain' : net < 0 ? 'loss' : ''}>{won(round.payout)}</strong>
            </div>
            {round.balances?.before != null && round.balances.after != null && (
              <p className="history__balances">
                {t('history.balances', {
                  before: won(round.balances.before),
                  after: won(round.balances.after),
                })}
              </p>
            )}
            {round.table && <TableBets kind={round.table.draw.kind} round={round.table} />}
            {round.blackjack?.view.settlement && (
              <BlackjackHands settlement={round.blackjack.view.settlement} />
            )}
            <a className="history__verify" href={verifyHref(round.id, lang)} target="_blank" rel="noopener">
              {t('history.verify')}
              <span className="sr-only">{t('history.verifyRound', { nonce: round.fairness.nonce })}</span>
            </a>
          </li>
        );
      })}
    </ol>
  );
}
