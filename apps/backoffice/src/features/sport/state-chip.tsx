import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What each state of the sportsbook's records reads as: still to act on in colour, history in grey. */
const COLOR: Record<string, ChipProps['color']> = {
  scheduled: 'info',
  in_play: 'error',
  finished: 'default',
  cancelled: 'default',
  open: 'success',
  suspended: 'warning',
  closed: 'default',
  settled: 'default',
  pending: 'warning',
  approved: 'success',
  rejected: 'default',
  superseded: 'default',
  waiting: 'warning',
  refused: 'default',
  won: 'success',
  lost: 'default',
  void: 'default',
  half_won: 'success',
  half_lost: 'default',
};

/**
 * A state (event, market, result, bet or leg outcome) as a small chip, named in the interface
 * language; `names` is where its name is, for a word that reads otherwise (a bet's `open`).
 */
export function StateChip({ state, names = 'sport.states' }: { state: string; names?: string }) {
  const translate = useTranslate();
  const color = COLOR[state] ?? 'default';
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={translate(`${names}.${state}`)}
    />
  );
}
