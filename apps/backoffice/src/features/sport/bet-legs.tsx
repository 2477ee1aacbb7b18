import { Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TSportBetRecord } from '@haneul/contract';
import { useMarketName } from './market-panel';
import { matchTitle, priceLabel } from './sport-format';
import { StateChip } from './state-chip';

/** A bet's legs, one a line: the match, the market and pick at its price, and how it settled. */
export function BetLegs({ bet }: { bet: TSportBetRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const marketName = useMarketName();
  return (
    <Stack spacing={0.25}>
      {bet.legs.map((leg) => (
        <Stack
          key={leg.selectionId}
          direction="row"
          spacing={0.75}
          sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}
        >
          <Typography variant="body2">{matchTitle(locale, leg)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {marketName({ type: leg.marketType, line: leg.line })} · {translate(`sport.keys.${leg.key}`)} @{' '}
            {priceLabel(leg.price)}
          </Typography>
          {leg.outcome && <StateChip state={leg.outcome} />}
        </Stack>
      ))}
    </Stack>
  );
}
