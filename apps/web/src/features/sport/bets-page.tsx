import { getTranslations } from 'next-intl/server';
import { MyBets } from './bets/my-bets';
import { SportHeading } from './sport-heading';

/** /sport/bets: the member's sport bets; visitors are asked to sign in. */
export async function BetsPage() {
  const t = await getTranslations('sport.bets');
  return (
    <>
      <SportHeading title={t('title')} />
      <MyBets />
    </>
  );
}
