import type { Coup, Settlement, SpinResult, TableDraw, TableSettlement } from '@haneul/game-math';
import { findSlotTitle } from '@haneul/game-math';
import { tableBetLabel } from '../table/bet-label.ts';
import { DrawSummary } from '../table/draw-summary.tsx';
import { PlayingCard } from '../table/playing-card.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { CascadeStepsView } from './cascade-steps-view.tsx';
import { HoldStepsView } from './hold-steps-view.tsx';
import { MiniWindow } from './mini-window.tsx';
import { WinList } from './win-list.tsx';

/**
 * The replayed outcome as the game showed it: the reels window (with its cash values, and the
 * cells a cascade's first tumble took away), the mechanic's steps, or the two hands and the payouts.
 */
export function SlotOutcome({ spin }: { spin: SpinResult }) {
  const { t, won } = useI18n();
  const title = findSlotTitle(spin.titleCode)!;
  return (
    <div className="slot-outcome">
      <MiniWindow
        title={title}
        window={spin.base.window}
        values={spin.base.cashValues}
        marked={spin.base.cascades?.[0]?.removed}
      />
      <p className="mono small">{t('verify.stops', { stops: spin.base.stops.join(', ') })}</p>
      <WinList title={title} spin={spin.base} />
      <CascadeStepsView title={title} spin={spin.base} />
      <HoldStepsView title={title} result={spin} />
      <dl className="facts">
        <div>
          <dt>{t('verify.baseWin')}</dt>
          <dd>{won(spin.base.win)}</dd>
        </div>
        {Object.keys(title.freeSpins.awards).length > 0 && (
          <>
            <div>
              <dt>{t('verify.freeSpinsPlayed')}</dt>
              <dd>{spin.freeSpins.length}</dd>
            </div>
            <div>
              <dt>{t('verify.freeSpinsWin')}</dt>
              <dd>{won(spin.freeSpinsWin)}</dd>
            </div>
          </>
        )}
        <div className="total">
          <dt>{t('verify.totalWin')}</dt>
          <dd>{won(spin.totalWin)}</dd>
        </div>
      </dl>
    </div>
  );
}

const RESULT_TEXT: Record<'win' | 'lose' | 'push' | 'half', MessageKey> = {
  win: 'verify.result.win',
  lose: 'verify.result.lose',
  push: 'verify.result.push',
  half: 'verify.result.half',
};
const BET_TEXT: Record<string, MessageKey> = {
  player: 'baccarat.bets.player',
  banker: 'baccarat.bets.banker',
  tie: 'baccarat.bets.tie',
  playerPair: 'baccarat.bets.playerPair',
  bankerPair: 'baccarat.bets.bankerPair',
};
const WINNER: Record<Coup['outcome'], MessageKey> = {
  player: 'baccarat.outcome.player',
  banker: 'baccarat.outcome.banker',
  tie: 'baccarat.outcome.tie',
};

/** Every bet of a replayed round: its stake, how it ended and what it paid. */
function SettlementTable({
  bets,
  name,
}: {
  bets: readonly { bet: string; stake: number; result: keyof typeof RESULT_TEXT; payout: number }[];
  name: (bet: string) => string;
}) {
  const { t, won } = useI18n();
  return (
    <table className="facts-table">
      <tbody>
        {bets.map((bet) => (
          <tr key={bet.bet}>
            <th scope="row">{name(bet.bet)}</th>
            <td>{won(bet.stake)}</td>
            <td>{t(RESULT_TEXT[bet.result])}</td>
            <td>{won(bet.payout)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CoupOutcome({ coup, settlement }: { coup: Coup; settlement: Settlement }) {
  const { t } = useI18n();
  const hand = (side: 'player' | 'banker') => (
    <div className={`hand hand--${side} hand--still`}>
      <header>
        <span className="hand__name">{t(BET_TEXT[side]!)}</span>
        <output className="hand__total">{side === 'player' ? coup.playerTotal : coup.bankerTotal}</output>
      </header>
      <div className="hand__cards">
        {coup[side].map((card, i) => (
          <PlayingCard key={i} card={card} sideways={i === 2} />
        ))}
      </div>
    </div>
  );
  return (
    <div className="coup-outcome">
      <div className="card-table card-table--still">
        {hand('player')}
        {hand('banker')}
      </div>
      <p className={`coup-outcome__winner coup-outcome__winner--${coup.outcome}`}>
        {t(WINNER[coup.outcome])}
      </p>
      <SettlementTable bets={settlement.bets} name={(bet) => t(BET_TEXT[bet]!)} />
    </div>
  );
}

/** A table round replayed: the pocket, the two cards or the dice, then every bet as it settled. */
export function TableOutcome({ draw, settlement }: { draw: TableDraw; settlement: TableSettlement }) {
  const { t } = useI18n();
  return (
    <div className="table-outcome">
      {draw.kind === 'dragonTiger' ? (
        <div className="table-outcome__cards">
          <PlayingCard card={draw.dragon} />
          <PlayingCard card={draw.tiger} />
        </div>
      ) : null}
      <p className="table-outcome__draw">
        <DrawSummary draw={draw} />
      </p>
      <SettlementTable bets={settlement.bets} name={(bet) => tableBetLabel(t, draw.kind, bet)} />
    </div>
  );
}
