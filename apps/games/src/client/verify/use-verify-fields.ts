import { useEffect, useState } from 'react';
import { gameKindOf } from '../../protocol/game-codes.ts';
import { BACCARAT_BETS, type TRoundView } from '../../protocol/round-api.ts';
import { gameErrorCode, type ApiErrorCode } from '../api/api-error.ts';
import { publicApi } from '../api/game-api.ts';
import type { BetSpot } from '../baccarat/use-baccarat-deal.ts';
import type { VerifyFields } from './verify-form.tsx';
import type { VerifyInput } from './recompute-round.ts';

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : NaN);

/**
 * The verify page's state: the fields, pre-filled from `?round=<id>` when given (the server seed
 * only once the server has revealed it), and the stored round to compare the replay with.
 */
const emptyStakes = () =>
  Object.fromEntries(BACCARAT_BETS.map((spot) => [spot, ''])) as Record<BetSpot, string>;

export const BLANK_FIELDS: VerifyFields = {
  game: 'sky-palace',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  bet: '200',
  stakes: emptyStakes(),
  tableBets: '',
  actions: '',
};

/** A table's stakes as the verify page writes them: one `key=stake` a line. */
export const tableBetsText = (bets: Readonly<Record<string, number>>): string =>
  Object.entries(bets)
    .map(([key, stake]) => `${key}=${stake}`)
    .join('\n');

/** Reads `key=stake` lines (or comma-separated pairs) back; a malformed pair reads as stake NaN. */
export function parseTableBets(text: string): Record<string, number> {
  const bets: Record<string, number> = {};
  for (const pair of text
    .split(/[\n,]+/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [key = '', stake = ''] = pair.split('=').map((part) => part.trim());
    bets[key] = whole(stake);
  }
  return bets;
}

export function fieldsOfRound(round: TRoundView): VerifyFields {
  const stakes = emptyStakes();
  for (const spot of BACCARAT_BETS) {
    const stake = round.baccarat?.bets[spot];
    if (stake) stakes[spot] = String(stake);
  }
  return {
    game: round.gameCode,
    serverSeed: round.fairness.serverSeed ?? '',
    clientSeed: round.fairness.clientSeed,
    nonce: String(round.fairness.nonce),
    bet: String(round.spin?.bet ?? round.blackjack?.bet ?? round.stake),
    stakes,
    tableBets: round.table ? tableBetsText(round.table.bets) : '',
    actions: round.blackjack?.actions.join(', ') ?? '',
  };
}

export function inputOf(fields: VerifyFields): VerifyInput {
  const kind = gameKindOf(fields.game);
  const stakes: Record<string, number> =
    kind !== 'slot' && kind !== 'baccarat' && kind !== 'blackjack' ? parseTableBets(fields.tableBets) : {};
  if (kind === 'baccarat') {
    for (const spot of BACCARAT_BETS) {
      const stake = whole(fields.stakes[spot]);
      if (stake > 0) stakes[spot] = stake;
    }
  }
  return {
    game: fields.game,
    serverSeed: fields.serverSeed,
    clientSeed: fields.clientSeed,
    nonce: whole(fields.nonce),
    bet: whole(fields.bet),
    stakes,
    actions: fields.actions.split(/[\s,]+/).filter(Boolean),
  };
}

export function useVerifyFields(roundId: string | null) {
  const [fields, setFields] = useState<VerifyFields>(BLANK_FIELDS);
  const [round, setRound] = useState<TRoundView | null>(null);
  const [loadError, setLoadError] = useState<ApiErrorCode | null>(null);
  const [loading, setLoading] = useState(roundId !== null);

  useEffect(() => {
    if (!roundId) return;
    let live = true;
    publicApi.round(roundId).then(
      ({ round: loaded }) => {
        if (!live) return;
        setRound(loaded);
        setFields(fieldsOfRound(loaded));
        setLoading(false);
      },
      (error: unknown) => {
        if (!live) return;
        setLoadError(gameErrorCode(error));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [roundId]);

  return { fields, setFields, round, loadError, loading };
}
