import { neighbourBets, parseRouletteBet, pocketColour } from '@haneul/game-math';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import type { TTableRound } from '../../protocol/round-api.ts';
import { HelpDialog } from '../app/help-dialog.tsx';
import type { ScreenProps } from '../app/screen-props.ts';
import { useSpaceKey } from '../app/use-space-key.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { ChipRack } from '../table/chip-rack.tsx';
import { CHIP_VALUES } from '../table/stake-slip.ts';
import { spotMaxOf, useTableRound } from '../table/use-table-round.ts';
import { BettingBoard } from './betting-board.tsx';
import { CALL_BETS, callPockets, callStakes, layCall, neighbourCall, type CallBet } from './call-bets.ts';
import { Racetrack } from './racetrack.tsx';
import { ResultsBoard } from './results-board.tsx';
import { RouletteHelp } from './roulette-help.tsx';
import { rouletteStats } from './roulette-stats.ts';
import { tableLayout, type Rect } from './table-layout.ts';
import { useElementSize } from './use-element-size.ts';
import { COLOUR_NAME, Wheel, type WheelHandle } from './wheel.tsx';
import '../styles/roulette.css';

type Pointed = { key: string } | { pocket: number } | { call: CallBet } | null;

const spotMax = spotMaxOf('roulette');

/** The pockets a pointed-at bet covers, to light them on the layout and the racetrack. */
function pointedPockets(pointed: Pointed, span: number): ReadonlySet<number> {
  if (!pointed) return new Set();
  if ('key' in pointed) return new Set(parseRouletteBet(pointed.key)?.numbers ?? []);
  if ('pocket' in pointed)
    return new Set(neighbourBets(pointed.pocket, span).map((key) => parseRouletteBet(key)!.numbers[0]!));
  return new Set(callPockets(CALL_BETS[pointed.call]()));
}

const place = (rect: Rect | undefined): CSSProperties =>
  rect
    ? { left: rect.left, top: rect.top, width: rect.width, height: rect.height }
    : { visibility: 'hidden' };

/**
 * How far down the page the screen starts (under the window's top bar): on a phone the screen
 * takes the rest of the viewport's height, so the table and its chip rack are in view together.
 */
function useTopOffset() {
  const root = useRef<HTMLElement>(null);
  const [top, setTop] = useState(0);
  const measure = useCallback(() => {
    const element = root.current;
    if (!element) return;
    const next = Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY));
    setTop((was) => (was === next ? was : next));
  }, []);
  // After every render: the top bar may have changed height (a longer balance wraps it on a phone).
  useLayoutEffect(measure);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return [root, top] as const;
}

const pocketOf = (round: TTableRound | null) => (round?.draw.kind === 'roulette' ? round.draw.pocket : null);

/**
 * The European roulette table: the wheel and ball, the betting layout with every inside and
 * outside bet, the racetrack with neighbours and the French call bets, the display board of the
 * last numbers, and the chip rack. Held upright on a phone the layout stands on end (0 on top).
 */
export default function RouletteScreen({ session, gameName, notify, helpOpen, closeHelp }: ScreenProps) {
  const { t, won } = useI18n();
  const [chip, setChip] = useState<number>(CHIP_VALUES[1]);
  const [span, setSpan] = useState(2);
  const [pointed, setPointed] = useState<Pointed>(null);
  const wheel = useRef<WheelHandle>(null);
  const [root, top] = useTopOffset();
  const [measure, size] = useElementSize<HTMLDivElement>();
  const stats = useMemo(() => rouletteStats(session.recent), [session.recent]);
  const [restingOn] = useState(() => stats.last[0] ?? null);

  const table = useTableRound({
    kind: 'roulette',
    session,
    notify,
    reveal: (round) => {
      const pocket = pocketOf(round);
      return pocket === null || !wheel.current ? Promise.resolve() : wheel.current.spin(pocket);
    },
  });
  useSpaceKey(table.play);

  const layout = size && size.width > 100 && size.height > 100 ? tableLayout(size.width, size.height) : null;
  const upright = layout?.upright ?? false;
  const lit = pointedPockets(pointed, span);
  const shown = table.result;
  const winning = pocketOf(shown);
  const payout = shown?.settlement.totalPayout ?? 0;

  /** Lays a racetrack bet whole, or says why it cannot go on. */
  const placeCall = (add: Record<string, number>) => {
    if (table.busy) return;
    layCall(add, {
      stakes: table.slip.stakes,
      balance: session.balance,
      max: spotMax,
      place: table.slip.place,
      placeLast: table.place,
      refuse: (problem) => notify(problem === 'funds' ? 'errors.insufficientFunds' : 'errors.tableLimit'),
    });
  };

  let announcement = '';
  if (table.playing) announcement = t('roulette.spinning');
  else if (winning !== null) {
    const landed = t('roulette.landed', { number: winning, colour: t(COLOUR_NAME[pocketColour(winning)]) });
    const paid = payout > 0 ? t('table.paid', { amount: won(payout) }) : t('table.noWin');
    announcement = `${landed} ${paid}`;
  }

  return (
    <section
      ref={root}
      className={`roulette roulette--${upright ? 'upright' : 'wide'}`}
      style={{ '--rl-top': `${top}px` } as CSSProperties}
      aria-label={gameName}
    >
      <div className="rl-stage" ref={measure}>
        <div className="rl-area rl-area--wheel" style={place(layout?.wheel)}>
          <Wheel
            ref={wheel}
            restingOn={restingOn}
            result={winning}
            caption={payout > 0 ? `+${won(payout)}` : undefined}
          />
        </div>
        <div className="rl-area rl-area--board" style={place(layout?.board)}>
          <BettingBoard
            orientation={upright ? 'vertical' : 'horizontal'}
            stakes={table.shownStakes}
            round={shown}
            disabled={table.busy}
            lit={lit}
            onPlace={(key) => table.place(key, chip)}
            onHover={(key) => setPointed(key ? { key } : null)}
          />
        </div>
        <div className="rl-area rl-area--track" style={place(layout?.track)}>
          <Racetrack
            chip={chip}
            span={span}
            onSpan={setSpan}
            disabled={table.busy}
            lit={lit}
            activeCall={pointed && 'call' in pointed ? pointed.call : null}
            winning={winning}
            onNeighbours={(pocket) => placeCall(callStakes(neighbourCall(pocket, span), chip))}
            onCall={(call) => placeCall(callStakes(CALL_BETS[call](), chip))}
            onHover={setPointed}
          />
        </div>
        <div className="rl-area rl-area--stats" style={place(layout?.stats)}>
          <ResultsBoard stats={stats} />
        </div>
      </div>
      <div className="rl-rack">
        <ChipRack chip={chip} onChip={setChip} table={table} playLabel={t('roulette.spin')} />
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {helpOpen && (
        <HelpDialog code={session.game.code} title={gameName} onClose={closeHelp}>
          {(info, failed) => <RouletteHelp info={info} failed={failed} />}
        </HelpDialog>
      )}
    </section>
  );
}
