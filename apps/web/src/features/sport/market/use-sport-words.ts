'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { localName, type SportNames } from './local-name';
import { type MarketKind, marketKind, type Pick, pickCaption, pickName } from './market-names';

/** What the sportsbook's pages name in the page's language: teams, markets and selections. */
export function useSportWords() {
  const locale = useLocale();
  const markets = useTranslations('sport.markets');
  const picks = useTranslations('sport.picks');
  const short = useTranslations('sport.short');
  return useMemo(() => {
    const name = (names: SportNames) => localName(names, locale);
    return {
      locale,
      name,
      /** A market's name: by its kind, or by the kind of a selection's market. */
      market: (of: MarketKind | Omit<Pick, 'key'>) =>
        markets(typeof of === 'string' ? of : marketKind(of.marketType, of.line, of.sport)),
      pick: (pick: Pick, teams: { home: SportNames; away: SportNames }) =>
        pickName(pick, { home: name(teams.home), away: name(teams.away) }, picks),
      caption: (pick: Pick) => pickCaption(pick, short),
    };
  }, [locale, markets, picks, short]);
}
