import { useMemo, useState } from 'react';
import { HelpDialog } from '../app/help-dialog.tsx';
import type { ScreenProps } from '../app/screen-props.ts';
import { useSpaceKey } from '../app/use-space-key.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { ChipRack } from '../table/chip-rack.tsx';
import { RoadBoard } from '../table/road-board.tsx';
import { roadRounds } from '../table/roads/road-round.ts';
import { CHIP_VALUES } from '../table/stake-slip.ts';
import { BaccaratHelp } from './baccarat-help.tsx';
import { baccaratVariant } from './baccarat-variant.ts';
import { BetSpots } from './bet-spots.tsx';
import { BettingTimer } from './betting-timer.tsx';
import { CardTable } from './card-table.tsx';
import { OutcomeBanner } from './outcome-banner.tsx';
import { useBaccaratDeal } from './use-baccarat-deal.ts';
import '../styles/baccarat.css';

/**
 * The baccarat table: the felt with hands and bet spots, the chip rack, and the roads. Speed
 * baccarat adds the betting window's timer; squeeze baccarat deals face down, with a button that
 * opens every card still closed.
 */
export default function BaccaratScreen({ session, gameName, notify, helpOpen, closeHelp }: ScreenProps) {
  const { t } = useI18n();
  const variant = baccaratVariant(session.game.code);
  const [chip, setChip] = useState<number>(CHIP_VALUES[1]);
  const table = useBaccaratDeal(session, notify, variant);
  const rounds = useMemo(() => roadRounds(session.recent), [session.recent]);
  useSpaceKey(table.play);

  return (
    <section className={`baccarat${variant.squeeze ? ' baccarat--squeeze' : ''}`} aria-label={gameName}>
      <div className="felt">
        <p className="felt__rule" aria-hidden="true">
          {t('baccarat.feltRule')}
        </p>
        {variant.bettingWindowMs !== null && table.bettingOpen && (
          <BettingTimer windowMs={variant.bettingWindowMs} onClose={table.play} />
        )}
        <CardTable
          steps={table.steps}
          open={table.open}
          squeeze={variant.squeeze}
          onOpen={table.openCard}
          winner={table.result?.coup.outcome ?? null}
        />
        {table.closed.length > 0 && (
          <div className="squeeze-bar" role="group" aria-label={t('baccarat.squeeze.title')}>
            <p>{t('baccarat.squeeze.hint')}</p>
            <button type="button" className="btn-gold" onClick={table.openAll}>
              {t('baccarat.squeeze.openAll')}
            </button>
          </div>
        )}
        {table.result && <OutcomeBanner result={table.result} />}
        <BetSpots
          stakes={table.slip.stakes}
          settled={table.result?.settlement.bets ?? null}
          disabled={table.busy}
          onPlace={(spot) => table.place(spot, chip)}
        />
      </div>
      <ChipRack chip={chip} onChip={setChip} table={table} playLabel={t('baccarat.deal')} />
      <RoadBoard rounds={rounds} />
      {helpOpen && (
        <HelpDialog code={session.game.code} title={gameName} onClose={closeHelp}>
          {(info, failed) => <BaccaratHelp info={info} failed={failed} variant={variant} />}
        </HelpDialog>
      )}
    </section>
  );
}
