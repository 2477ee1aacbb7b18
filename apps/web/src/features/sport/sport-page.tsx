import { getTranslations } from 'next-intl/server';
import { loadSport } from './load-sport';
import { SportHeading } from './sport-heading';
import { SportHome } from './sport-home';

/** /sport (and `?sport=<code>`, `&competition=<code>`): the sportsbook's front page. */
export async function SportPage({
  sport,
  competition,
}: {
  sport: string | null;
  competition: string | null;
}) {
  const [t, sportsbook] = await Promise.all([getTranslations('sport'), loadSport()]);
  return (
    <>
      <SportHeading title={t('title')} lead={t('lead')} />
      <SportHome {...sportsbook} filter={{ sport, competition }} />
    </>
  );
}
