'use client';

import type { TSportEvent } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Icon } from '../../../components/icons';
import { PriceButton } from '../events/price-button';
import { useSportWords } from '../market/use-sport-words';
import { useSlip } from '../slip/slip-context';
import { takesBets } from '../market/market-state';
import { slipLeg } from '../slip/slip-leg';
import type { MarketGroup } from './market-groups';

/**
 * A group of an event's markets (승무패, 핸디캡, 언더오버...): one row per line, each selection a
 * price button with its full name. A suspended market is shown locked.
 */
export function MarketGroupCard({ event, group }: { event: TSportEvent; group: MarketGroup }) {
  const t = useTranslations('sport.markets');
  const words = useSportWords();
  const slip = useSlip();
  const headingId = useId();
  const suspended = group.markets.every((market) => !takesBets(event, market));

  return (
    <section aria-labelledby={headingId} data-market-group={group.kind} className="card p-4">
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-base font-semibold text-gold-200">
        <span
          aria-hidden="true"
          className="h-4 w-1 rounded-full bg-gradient-to-b from-gold-300 to-gold-600"
        />
        {words.market(group.kind)}
        {suspended ? (
          <span className="flex items-center gap-1 rounded-full bg-white/5 px-2 py-0.5 text-xs font-medium text-slate-400">
            <Icon name="lock" width={12} height={12} />
            {t('suspended')}
          </span>
        ) : null}
      </h2>
      <ul className="flex flex-col gap-2">
        {group.markets.map((market) => (
          <li
            key={market.id}
            data-market={market.id}
            className={`grid gap-2 ${market.selections.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}
          >
            {market.selections.map((selection) => {
              const pick = words.pick(
                { sport: event.sport, marketType: market.type, line: market.line, key: selection.key },
                event,
              );
              return (
                <PriceButton
                  key={selection.id}
                  layout={market.selections.length === 3 ? 'stacked' : 'inline'}
                  caption={pick}
                  pick={pick}
                  price={selection.price}
                  open={takesBets(event, market)}
                  selected={slip.isPicked(selection.id)}
                  onToggle={() => slip.toggle(slipLeg(event, market, selection))}
                />
              );
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
