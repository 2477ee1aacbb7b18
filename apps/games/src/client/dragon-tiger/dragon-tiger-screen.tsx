import { useMemo, useState } from 'react';
import { HelpDialog } from '../app/help-dialog.tsx';
import type { ScreenProps } from '../app/screen-props.ts';
import { useSpaceKey } from '../app/use-space-key.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { ChipRack } from '../table/chip-rack.tsx';
import { DRAGON_TIGER_ROADS, RoadBoard } from '../table/road-board.tsx';
import { roadRounds } from '../table/roads/road-round.ts';
import { CHIP_VALUES } from '../table/stake-slip.ts';
import { useTableRound } from '../table/use-table-round.ts';
import { BetSpots } from './bet-spots.tsx';
import { CardPlaces } from './card-places.tsx';
import { DragonTigerHelp } from './dragon-tiger-help.tsx';
import { useDragonTigerDeal } from './use-dragon-tiger-deal.ts';
// A sibling of the baccarat table: the same felt, spots and scoreboards, dressed for dragon tiger.
import '../styles/baccarat.css';
import '../styles/dragon-tiger.css';

/**
 * The dragon tiger table: the felt with the two card places and the four spots, the chip rack,
 * and the roads. The played round's cards, stakes and results stay on the felt until the next chip.
 */
export default function DragonTigerScreen({ session, gameName, notify, helpOpen, closeHelp }: ScreenProps) {
  const { t } = useI18n();
  const [chip, setChip] = useState<number>(CHIP_VALUES[1]);
  const deal = useDragonTigerDeal();
  const table = useTableRound({ kind: 'dragonTiger', session, notify, reveal: deal.reveal });
  const rounds = useMemo(() => roadRounds(session.recent), [session.recent]);
  useSpaceKey(table.play);
  const onFelt = table.playing ?? table.result;

  return (
    <section className="dragon-tiger" aria-label={gameName}>
      <div className="felt dt-felt">
        <p className="felt__rule">{t('dragonTiger.feltRule')}</p>
        <CardPlaces cards={onFelt ? deal.cards : null} result={table.result} />
        <BetSpots
          stakes={table.shownStakes}
          placed={table.slip.stakes}
          result={table.result}
          disabled={table.busy}
          onPlace={(bet) => table.place(bet, chip)}
        />
      </div>
      <ChipRack chip={chip} onChip={setChip} table={table} playLabel={t('dragonTiger.deal')} />
      <RoadBoard rounds={rounds} scheme={DRAGON_TIGER_ROADS} />
      {helpOpen && (
        <HelpDialog code={session.game.code} title={gameName} onClose={closeHelp}>
          {(info, failed) => <DragonTigerHelp info={info} failed={failed} />}
        </HelpDialog>
      )}
    </section>
  );
}
