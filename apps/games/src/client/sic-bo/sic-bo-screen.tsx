import { useMemo, useState } from 'react';
import { HelpDialog } from '../app/help-dialog.tsx';
import type { ScreenProps } from '../app/screen-props.ts';
import { useSpaceKey } from '../app/use-space-key.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { ChipRack } from '../table/chip-rack.tsx';
import { CHIP_VALUES } from '../table/stake-slip.ts';
import { useTableRound } from '../table/use-table-round.ts';
import { DiceDome, type DomeRoll } from './dice-dome.tsx';
import { lastRolls, rollFacts } from './last-rolls.ts';
import { RollHistory, RollReadout } from './roll-history.tsx';
import { SicBoBoard } from './sic-bo-board.tsx';
import { SicBoHelp } from './sic-bo-help.tsx';
import { useDiceRoll } from './use-dice-roll.ts';
import '../styles/sic-bo.css';

/**
 * The sic bo table: the dice dome with the roll just played and the last rolls, the layout, and
 * the chip rack. The played round's stakes and lit spots stay on the layout until the next chip.
 */
export default function SicBoScreen({ session, gameName, notify, helpOpen, closeHelp }: ScreenProps) {
  const { t } = useI18n();
  const [chip, setChip] = useState<number>(CHIP_VALUES[1]);
  const dice = useDiceRoll();
  const table = useTableRound({ kind: 'sicBo', session, notify, reveal: dice.reveal });
  const rolls = useMemo(() => lastRolls(session.recent), [session.recent]);
  useSpaceKey(table.play);

  const resting: DomeRoll = { id: 0, dice: rolls[0]?.dice ?? [4, 5, 6], rolling: false };
  const drawn = table.result?.draw.kind === 'sicBo' ? table.result.draw.dice : null;

  return (
    <section className="sic-bo" aria-label={gameName}>
      <div className="sb-stage">
        <DiceDome roll={dice.roll ?? resting} />
        <RollReadout
          facts={drawn ? rollFacts(drawn) : null}
          payout={table.result?.settlement.totalPayout ?? null}
          rolling={table.playing !== null}
        />
        <RollHistory rolls={rolls} />
      </div>
      <div className="sb-felt">
        <p className="sb-felt__rule">{t('sicBo.tripleRule')}</p>
        <SicBoBoard
          stakes={table.shownStakes}
          placed={table.slip.stakes}
          result={table.result}
          disabled={table.busy}
          onPlace={(key) => table.place(key, chip)}
        />
      </div>
      <ChipRack chip={chip} onChip={setChip} table={table} playLabel={t('sicBo.roll')} />
      {helpOpen && (
        <HelpDialog code={session.game.code} title={gameName} onClose={closeHelp}>
          {(info, failed) => <SicBoHelp info={info} failed={failed} />}
        </HelpDialog>
      )}
    </section>
  );
}
