import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormatNumber } from '../../i18n/use-format-number';

/**
 * A game's declared maximum win per won staked (×22,614), or that it declares none, which means
 * the wallet takes no bets on it. Read-only: the built-in games' figures come from their maths.
 */
export function MaxWinField() {
  const record = useRecordContext<{ maxWinMultiplier?: string | null }>();
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  if (!record) return null;
  const declared = record.maxWinMultiplier;
  if (declared === null || declared === undefined) {
    return (
      <Typography variant="body2" color="warning.main">
        {translate('games.noMaxWin')}
      </Typography>
    );
  }
  // Exact, as declared: the fraction of 289541.125 is written out, not rounded away.
  const [whole = '0', fraction] = declared.split('.');
  const shown = `${formatNumber(Number(whole))}${fraction ? `.${fraction}` : ''}`;
  return <Typography variant="body2">×{shown}</Typography>;
}
