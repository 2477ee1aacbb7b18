import { banners, helpReplies, helpTickets, notes, notices, popups } from '../schema/index.ts';
import { daysAgo, firstRow, type SeedContext } from './seed-context.ts';
import { DEMO_NOTICES } from './notice-texts.ts';
import { DEMO_BANNERS } from './banner-texts.ts';
import { DEMO_HELP, DEMO_NOTES, DEMO_POPUPS } from './community-texts.ts';
import type { SeededMembers } from './seed-members.ts';
import type { SeededStaff } from './seed-staff.ts';

/** Notices, popups, the home banners, demo01's notes (two unread) and help tickets (one reply unread). */
export async function seedCommunity(ctx: SeedContext, ids: SeededMembers, staff: SeededStaff): Promise<void> {
  const { tx, now } = ctx;
  // Oldest first, so ids grow with dates as they would have in real life.
  const oldestFirst = [...DEMO_NOTICES].sort((a, b) => b.days - a.days);
  await tx.insert(notices).values(
    oldestFirst.map(({ title, contents, translations, days, domains }) => ({
      title,
      contents,
      translations,
      domains: domains ?? '',
      createdAt: daysAgo(now, days, 3),
      updatedAt: daysAgo(now, days, 3),
    })),
  );
  await tx.insert(popups).values(DEMO_POPUPS.map((popup) => ({ ...popup, createdAt: daysAgo(now, 3) })));
  await tx
    .insert(banners)
    .values(
      DEMO_BANNERS.map((banner, position) => ({ ...banner, sort: (position + 1) * 10, createdAt: now })),
    );
  await tx.insert(notes).values(
    DEMO_NOTES.map(({ title, contents, days, read }) => ({
      memberId: ids.demo01,
      title,
      contents,
      createdAt: daysAgo(now, days),
      readAt: read ? daysAgo(now, days - 0.5) : null,
    })),
  );
  for (const { kind, title, contents, days, reply } of DEMO_HELP) {
    const rows = await tx
      .insert(helpTickets)
      .values({
        memberId: ids.demo01,
        kind,
        title,
        contents,
        state: reply ? 'answered' : 'open',
        createdAt: daysAgo(now, days, 2),
        lastAt: daysAgo(now, days, reply ? 1 : 2),
      })
      .returning({ id: helpTickets.id });
    if (!reply) continue;
    await tx.insert(helpReplies).values({
      ticketId: firstRow(rows, 'help ticket').id,
      staffId: staff.operator,
      contents: reply.contents,
      createdAt: daysAgo(now, days, 1),
      readAt: reply.read ? daysAgo(now, days) : null,
    });
  }
}
