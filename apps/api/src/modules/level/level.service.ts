import { contentLanguageTag, type TContentLanguage } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { sendAutomaticNote } from '../automatic-notes/index.ts';
import {
  completedDeposits,
  findLevel,
  findMemberLevel,
  findNextLevel,
  raiseLevelByDeposits,
} from './level.queries.ts';

type LevelRow = NonNullable<Awaited<ReturnType<typeof findLevel>>>;

/** A level's name in `language`, or the Korean one while that language has none. */
function nameIn(level: LevelRow, language: TContentLanguage): string {
  if (language === 'ko') return level.name;
  return level.otherNames[language] || level.name;
}

const shown = (level: LevelRow, language: TContentLanguage) => ({
  level: level.level,
  name: nameIn(level, language),
  rates: level.rates,
});

/** `get-user-level`: where the member stands and what the next level asks and gives. */
export async function levelProgress(db: Db, memberId: number, language: TContentLanguage) {
  const member = await findMemberLevel(db, memberId);
  const current = member && (await findLevel(db, member.level));
  if (!member || !current) throw new Error(`member ${memberId} has no level`);
  const next = await findNextLevel(db, member.level);
  return {
    status: 'success' as const,
    current: shown(current, language),
    next: next ? { ...shown(next, language), upgradeDeposits: next.upgradeDeposits } : null,
    deposits: await completedDeposits(db, memberId),
  };
}

/**
 * After a completed deposit: raises the member's level if their deposits now reach a higher one,
 * and tells them by note in their language, in the caller's transaction. Answers the new level.
 */
export async function raiseLevelAfterDeposit(
  tx: Db,
  { memberId, now }: { memberId: number; now: Date },
): Promise<number | null> {
  const raised = await raiseLevelByDeposits(tx, memberId);
  if (raised === null) return null;
  const level = await findLevel(tx, raised);
  if (!level) return raised;
  await sendAutomaticNote(tx, {
    memberId,
    key: 'level.up',
    values: (language) => {
      const percent = new Intl.NumberFormat(contentLanguageTag(language), { maximumFractionDigits: 2 });
      const shownRate = (basisPoints: number) => percent.format(basisPoints / 100);
      return {
        level: nameIn(level, language),
        slot: shownRate(level.rates.slot),
        casino: shownRate(level.rates.casino),
        sport: shownRate(level.rates.sport),
      };
    },
    now,
  });
  return raised;
}
