'use client';

import { useLocale, useMessages } from 'next-intl';
import { useMemo } from 'react';
import { localName, translatedNames } from './game-names';

type Named = { code: string; nameKo: string; nameEn: string };

/** Names of games, providers and sports in the page's language (see `localName`). */
export function useGameNames(): {
  game: (item: Named) => string;
  provider: (item: Named) => string;
  sport: (item: Named) => string;
} {
  const locale = useLocale();
  const messages = useMessages();
  return useMemo(() => {
    const names = translatedNames(messages);
    return {
      game: (item) => localName(item, locale, names.games),
      provider: (item) => localName(item, locale, names.providers),
      sport: (item) => localName(item, locale, names.sports),
    };
  }, [locale, messages]);
}
