import { useState } from 'react';
import { HelpDialog } from '../app/help-dialog.tsx';
import type { ScreenProps } from '../app/screen-props.ts';
import { useSpaceKey } from '../app/use-space-key.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { ChipRack } from '../table/chip-rack.tsx';
import { CHIP_VALUES } from '../table/stake-slip.ts';
import { ActionBar } from './action-bar.tsx';
import { BetBox } from './bet-box.tsx';
import { BlackjackHelp } from './blackjack-help.tsx';
import { DealerHand } from './dealer-hand.tsx';
import { FeltPrint } from './felt-print.tsx';
import { HandOutcome } from './hand-outcome.tsx';
import { PlayerHands } from './player-hands.tsx';
import { useActionKeys } from './use-action-keys.ts';
import { useBlackjackHand } from './use-blackjack-hand.ts';
import '../styles/blackjack.css';

/**
 * The blackjack table: the dealer across the felt, the player's hands and betting box in front,
 * and beneath the felt the chip rack while betting or the decisions while a hand is played. The
 * finished hand, its results and payouts stay on the felt until the next chip.
 */
export default function BlackjackScreen({ session, gameName, notify, helpOpen, closeHelp }: ScreenProps) {
  const { t } = useI18n();
  const [chip, setChip] = useState<number>(CHIP_VALUES[1]);
  const hand = useBlackjackHand(session, notify);
  const { view, round } = hand;
  const settlement = hand.over ? (view?.settlement ?? null) : null;
  const offered = hand.deciding && !hand.busy ? (view?.legalActions ?? []) : [];
  useSpaceKey(hand.play);
  useActionKeys(offered, hand.act);

  return (
    <section className="blackjack" aria-label={gameName}>
      <div className="bj-felt">
        <div className="card-shoe bj-felt__shoe" aria-hidden="true" />
        <DealerHand frame={hand.frame} settlement={settlement} />
        <div className="bj-felt__middle">
          {settlement ? <HandOutcome settlement={settlement} /> : <FeltPrint />}
        </div>
        <PlayerHands frame={hand.frame} view={view} over={hand.over} />
        <BetBox
          stake={round ? round.stake : hand.slip.total}
          disabled={hand.busy || hand.deciding}
          onPlace={() => hand.place(chip)}
        />
        {hand.busy && !hand.deciding && (
          <p className="sr-only" role="status">
            {t('blackjack.dealing')}
          </p>
        )}
      </div>
      {hand.deciding && view && round?.blackjack ? (
        <ActionBar
          view={view}
          bet={round.blackjack.bet}
          busy={hand.busy}
          pending={hand.pending}
          onAct={hand.act}
        />
      ) : (
        <ChipRack chip={chip} onChip={setChip} table={hand} playLabel={t('blackjack.deal')} />
      )}
      {helpOpen && (
        <HelpDialog code={session.game.code} title={gameName} onClose={closeHelp}>
          {(info, failed) => <BlackjackHelp info={info} failed={failed} />}
        </HelpDialog>
      )}
    </section>
  );
}
