'use client';

import type { TSportEvent, TSportMarket } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { Icon } from '../../../components/icons';
import { Link } from '../../../i18n/navigation';
import { useSportWords } from '../market/use-sport-words';
import { useSlip } from '../slip/slip-context';
import { takesBets } from '../market/market-state';
import { slipLeg } from '../slip/slip-leg';
import { formatTime } from '../../../lib/format';
import { LiveClock } from './live-clock';
import { columnWidth, MAIN_COLUMNS, type MainColumn, mainMarkets } from './main-markets';
import { PriceButton } from './price-button';

/** A column's width beside the teams: three buttons for 승무패, two for the others. */
const COLUMN_CLASS = {
  2: 'flex-[2] @2xl:w-[8rem] @2xl:flex-none',
  3: 'flex-[3] @2xl:w-[11.25rem] @2xl:flex-none',
};

/** Under this width a row keeps the result's prices only; the event's page has the rest. */
const SECONDARY = 'hidden @lg:flex';

function MarketCell({
  event,
  market,
  column,
}: {
  event: TSportEvent;
  market?: TSportMarket;
  column: MainColumn;
}) {
  const words = useSportWords();
  const slip = useSlip();
  const width = columnWidth(column, event.sport);
  const className = `${COLUMN_CLASS[width]} ${column === 'result' ? 'flex' : SECONDARY} min-w-0 gap-1`;
  if (!market) return <div aria-hidden="true" className={className} />;
  const open = takesBets(event, market);
  return (
    <div
      role="group"
      aria-label={words.market({ sport: event.sport, marketType: market.type, line: market.line })}
      className={className}
    >
      {market.selections.map((selection) => {
        const pick = { sport: event.sport, marketType: market.type, line: market.line, key: selection.key };
        return (
          <div key={selection.id} className="min-w-0 flex-1">
            <PriceButton
              caption={words.caption(pick)}
              pick={words.pick(pick, event)}
              price={selection.price}
              open={open}
              selected={slip.isPicked(selection.id)}
              onToggle={() => slip.toggle(slipLeg(event, market, selection))}
            />
          </div>
        );
      })}
    </div>
  );
}

/**
 * One event of a list: kick-off time (or, in play, the clock and the score), the teams, and the
 * main markets' prices; the teams and the arrow lead to the event's page with every market. Wide
 * rows put the prices beside the teams, narrow ones under them.
 */
export function EventRow({ event }: { event: TSportEvent }) {
  const t = useTranslations('sport.list');
  const words = useSportWords();
  const home = words.name(event.home);
  const away = words.name(event.away);
  const markets = mainMarkets(event);
  const live = event.state === 'in_play';
  const href = `/sport/event/${event.id}`;

  return (
    <li data-event={event.id} data-state={event.state} className="@container">
      <div className="grid gap-2 px-3 py-2.5 @2xl:grid-cols-[minmax(0,1fr)_auto] @2xl:items-center @2xl:gap-4">
        <Link href={href} className="focus-ring group flex min-w-0 items-center gap-3 rounded-lg">
          <span className="flex w-12 shrink-0 flex-col items-center text-xs tabular-nums">
            {live ? (
              <LiveClock clock={event.clock} />
            ) : (
              <span className="text-slate-300">{formatTime(event.startsAt)}</span>
            )}
          </span>
          <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
            {[
              [home, event.score?.home],
              [away, event.score?.away],
            ].map(([name, score], i) => (
              <span key={i} className="flex items-center justify-between gap-2">
                <span className="truncate font-medium text-slate-100 group-hover:text-gold-200">{name}</span>
                {live ? (
                  <span
                    data-score={i === 0 ? 'home' : 'away'}
                    className="font-bold tabular-nums text-gold-300"
                  >
                    {score}
                  </span>
                ) : null}
              </span>
            ))}
          </span>
        </Link>
        <div className="flex items-center gap-2">
          {MAIN_COLUMNS.map((column) => (
            <MarketCell key={column} event={event} market={markets[column]} column={column} />
          ))}
          <Link
            href={href}
            aria-label={t('allMarkets', { home, away })}
            className="focus-ring grid h-12 w-8 shrink-0 place-items-center rounded-lg text-slate-400 hover:bg-white/5 hover:text-gold-200"
          >
            <Icon name="chevronRight" width={18} height={18} />
          </Link>
        </div>
      </div>
    </li>
  );
}
