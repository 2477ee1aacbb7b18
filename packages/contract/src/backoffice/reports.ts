import { z } from 'zod';
import { ZId } from '../fields.ts';
import { ZDayFigures } from './dashboard.ts';
import { defineEndpoint } from './endpoint.ts';
import { listAnswer, qDay } from './list.ts';

const won = z.number().int();
const tally = z.number().int().min(0);

/** Korean days, both included; the last 30 days (today included) when omitted. At most 366 days. */
export const ZReportRange = z.strictObject({ from: qDay, to: qDay });

export const ZDailyReportRow = ZDayFigures.extend({ comp: won, commission: won });
const ZPlay = z.object({ betCount: tally, bets: won, wins: won, ggr: won, players: tally });
/**
 * Play per game: settled stakes net of rollbacks, wins, GGR, distinct players. The names are the
 * catalogue's (casino or slot game), null for a code it does not list.
 */
export const ZGameReportRow = ZPlay.extend({
  id: z.string(),
  providerCode: z.string(),
  gameCode: z.string(),
  gameNameKo: z.string().nullable(),
  gameNameEn: z.string().nullable(),
});
export const ZProviderReportRow = ZPlay.extend({
  id: z.string(),
  providerCode: z.string(),
  providerNameKo: z.string(),
  providerNameEn: z.string(),
});
/** Play of each agent's direct members, and the commission the agent earned in the range. */
export const ZAgentReportRow = z.object({
  id: ZId,
  userId: z.string(),
  agentCode: z.string().nullable(),
  members: tally,
  bets: won,
  wins: won,
  ggr: won,
  commission: won,
});

/** A JSON report and its CSV twin (text/csv, UTF-8 with BOM so spreadsheet apps read Korean). */
export function reportPair<R extends z.ZodType>(name: string, row: R) {
  const path = `/backoffice/api/reports/${name}`;
  return {
    json: defineEndpoint({
      method: 'GET',
      path,
      access: 'operator',
      query: ZReportRange,
      answer: listAnswer(row),
    }),
    csv: defineEndpoint({
      method: 'GET',
      path: `${path}.csv`,
      access: 'operator',
      query: ZReportRange,
      answer: z.string(),
      format: 'csv',
    }),
  };
}

const daily = reportPair('daily', ZDailyReportRow);
const games = reportPair('games', ZGameReportRow);
const providers = reportPair('providers', ZProviderReportRow);
const agents = reportPair('agents', ZAgentReportRow);

export const reportEndpoints = {
  'reports.daily': daily.json,
  'reports.dailyCsv': daily.csv,
  'reports.games': games.json,
  'reports.gamesCsv': games.csv,
  'reports.providers': providers.json,
  'reports.providersCsv': providers.csv,
  'reports.agents': agents.json,
  'reports.agentsCsv': agents.csv,
};
