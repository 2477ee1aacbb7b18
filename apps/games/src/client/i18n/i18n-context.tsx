import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TGameLang } from '../../protocol/round-api.ts';
import { createFormatters, type Formatters } from './format.ts';
import { createTranslate, type MessageTree, type Translate } from './translate.ts';

/** Everything a component needs to speak the player's language. */
export interface I18n {
  lang: TGameLang;
  t: Translate;
  fmt: Formatters;
  /** A won amount the player's way, e.g. `12,345원` or `₩12,345`. */
  won: (amount: number) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: TGameLang;
  messages: MessageTree;
  children: ReactNode;
}) {
  const value = useMemo<I18n>(() => {
    const fmt = createFormatters(lang);
    const t = createTranslate(messages, fmt.number);
    return { lang, t, fmt, won: (amount) => t('common.won', { amount }) };
  }, [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
