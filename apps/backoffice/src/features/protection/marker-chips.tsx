import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { THarmMarker } from '@haneul/contract';
import { formatDateTime } from '../../components/date-time-field';
import { useFormatNumber } from '../../i18n/use-format-number';

/** One marker with the figures that raised it, in the interface language. */
export function MarkerChip({ marker }: { marker: THarmMarker }) {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const figures =
    marker.kind === 'rising_stakes'
      ? {
          recentAverage: formatNumber(marker.recentAverage),
          previousAverage: formatNumber(marker.previousAverage),
          ratio: marker.ratio,
        }
      : marker.kind === 'cancelled_withdrawal_play'
        ? { withdrawals: marker.withdrawals, staked: formatNumber(marker.staked) }
        : marker;
  const title = marker.kind === 'frequent_deposits' ? formatDateTime(new Date(marker.from)) : undefined;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      data-marker={marker.kind}
      title={title}
      label={translate(`protection.markers.${marker.kind}`, figures)}
    />
  );
}

/** A member's markers, one chip each. */
export function MarkerChips({ markers }: { markers: THarmMarker[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {markers.map((marker) => (
        <MarkerChip key={marker.kind} marker={marker} />
      ))}
    </Stack>
  );
}
