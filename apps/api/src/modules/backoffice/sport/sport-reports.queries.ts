import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { sportBetLegs, sportBets, sportCompetitions, sportEvents, type Db } from '@haneul/db';
import { koreanDaySql, type DayRange } from '../../../lib/korean-day.ts';

const won = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/** A bet counts once it is accepted (the stake taken), on the Korean day it was. */
const acceptedWithin = ({ start, end }: Pick<DayRange, 'start' | 'end'>) =>
  and(
    inArray(sportBets.state, ['open', 'settled']),
    gte(sportBets.acceptedAt, start),
    lt(sportBets.acceptedAt, end),
  );

/**
 * What each bet of the range is about: its sport and competition when every leg shares them, null
 * for a multi over several (reported as `mixed`, so the rows still add up to the whole book).
 */
function betScope(db: Db, range: Pick<DayRange, 'start' | 'end'>) {
  const sport = sportCompetitions.sportCode;
  return db
    .select({
      betId: sportBetLegs.betId,
      sport: sql<string | null>`case when min(${sport}) = max(${sport}) then min(${sport}) end`.as('sport'),
      competitionId: sql<
        number | null
      >`case when min(${sportCompetitions.id}) = max(${sportCompetitions.id}) then min(${sportCompetitions.id}) end`.as(
        'competition_id',
      ),
    })
    .from(sportBetLegs)
    .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
    .innerJoin(sportEvents, eq(sportEvents.id, sportBetLegs.eventId))
    .innerJoin(sportCompetitions, eq(sportCompetitions.id, sportEvents.competitionId))
    .where(acceptedWithin(range))
    .groupBy(sportBetLegs.betId)
    .as('scope');
}

/** Stakes of every accepted bet; payouts and GGR of the settled ones; stakes still riding. */
const figures = {
  betCount: count(),
  stakes: won(sql`sum(${sportBets.stake})`),
  payouts: won(sql`sum(${sportBets.payout}) filter (where ${sportBets.state} = 'settled')`),
  ggr: won(sql`sum(${sportBets.stake} - ${sportBets.payout}) filter (where ${sportBets.state} = 'settled')`),
  openStakes: won(sql`sum(${sportBets.stake}) filter (where ${sportBets.state} = 'open')`),
};

export function sportByDay(db: Db, range: DayRange) {
  const scope = betScope(db, range);
  const day = koreanDaySql(sportBets.acceptedAt);
  return db
    .select({ day, sport: scope.sport, ...figures })
    .from(sportBets)
    .innerJoin(scope, eq(scope.betId, sportBets.id))
    .groupBy(day, scope.sport)
    .orderBy(day, scope.sport);
}

export function sportByCompetition(db: Db, range: DayRange) {
  const scope = betScope(db, range);
  return db
    .select({
      sport: sportCompetitions.sportCode,
      competitionCode: sportCompetitions.code,
      competitionKo: sportCompetitions.nameKo,
      competitionEn: sportCompetitions.nameEn,
      ...figures,
    })
    .from(sportBets)
    .innerJoin(scope, eq(scope.betId, sportBets.id))
    .leftJoin(sportCompetitions, eq(sportCompetitions.id, scope.competitionId))
    .groupBy(
      scope.competitionId,
      sportCompetitions.sportCode,
      sportCompetitions.code,
      sportCompetitions.nameKo,
      sportCompetitions.nameEn,
    )
    .orderBy(sportCompetitions.sportCode, sportCompetitions.code);
}
