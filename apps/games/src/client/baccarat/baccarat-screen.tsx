import { useMemo, useState } from 'react';
import { HelpDialog } from '../app/help-dialog.tsx';
import type { ScreenProps } from '../app/screen-props.ts';
import { useSpaceKey } from '../app/use-space-key.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { BaccaratHelp } from './baccarat-help.tsx';
import { ChipRack } from '../table/chip-rack.tsx';
import { CHIP_VALUES } from '../table/stake-slip.ts';
import { BetSpots } from './bet-spots.tsx';
import { CardTable } from './card-table.tsx';
import { OutcomeBanner } from './outcome-banner.tsx';
import { RoadBoard } from './road-board.tsx';
import { roadRounds } from './roads/road-round.ts';
import { useBaccaratDeal } from './use-baccarat-deal.ts';
import '../styles/baccarat.css';

/** The baccarat table: the felt with hands and bet spots, the chip rack, and the roads. */
export default function BaccaratScreen({ session, gameName, notify, helpOpen, closeHelp }: ScreenProps) {
  const { t } = useI18n();
  const [chip, setChip] = useState<number>(CHIP_VALUES[1]);
  const table = useBaccaratDeal(session, notify);
  const rounds = useMemo(() => roadRounds(session.recent), [session.recent]);
  useSpaceKey(table.deal);

  return (
    <section className="baccarat" aria-label={gameName}>
      <div className="felt">
        <p className="felt__rule" aria-hidden="true">
          {t('baccarat.feltRule')}
        </p>
        <CardTable steps={table.steps} winner={table.result?.coup.outcome ?? null} />
        {table.result && <OutcomeBanner result={table.result} />}
        <BetSpots
          stakes={table.slip.stakes}
          settled={table.result?.settlement.bets ?? null}
          disabled={table.dealing}
          onPlace={(spot) => table.place(spot, chip)}
        />
      </div>
      <ChipRack
        chip={chip}
        onChip={setChip}
        total={table.slip.total}
        busy={table.dealing}
        canUndo={table.slip.canUndo}
        canRebet={table.slip.canRebet}
        canDouble={table.slip.canDouble}
        onUndo={table.slip.undo}
        onClear={table.slip.clear}
        onRebet={table.rebet}
        onDouble={table.slip.double}
        playLabel={t('baccarat.deal')}
        onPlay={table.deal}
      />
      <RoadBoard rounds={rounds} />
      {helpOpen && (
        <HelpDialog code={session.game.code} title={gameName} onClose={closeHelp}>
          {(info, failed) => <BaccaratHelp info={info} failed={failed} />}
        </HelpDialog>
      )}
    </section>
  );
}
