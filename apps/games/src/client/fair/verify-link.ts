import type { TGameLang } from '../../protocol/round-api.ts';

/** The public verify page for a round, in the player's language (Korean needs no parameter). */
export function verifyHref(roundId: string | null, lang: TGameLang): string {
  const params = new URLSearchParams();
  if (roundId) params.set('round', roundId);
  if (lang !== 'ko') params.set('lang', lang);
  const query = params.toString();
  return query ? `/verify?${query}` : '/verify';
}
