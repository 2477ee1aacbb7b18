import { Box, Typography } from '@mui/material';
import type { TSportMarketRecord } from '@haneul/contract';
import { formatDateTime } from '../../components/date-time-field';
import { priceLabel } from './sport-format';

type History = TSportMarketRecord['selections'][number]['history'];

/** How many of the newest prices fit beside a selection; the rest are a hover away on the API's list. */
const SHOWN = 8;

/**
 * A selection's recent prices, oldest to newest, each with its time on hover; a rise reads green
 * and a drop red, as a trader scans them.
 */
export function PriceHistory({ history }: { history: History }) {
  const shown = history.slice(-SHOWN);
  const before = history.length - shown.length;
  return (
    <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'baseline' }} data-history>
      {before > 0 && (
        <Typography variant="caption" color="text.secondary">
          +{before}
        </Typography>
      )}
      {shown.map((entry, index) => {
        const previous = index > 0 ? shown[index - 1]!.price : (history[before - 1]?.price ?? entry.price);
        const color =
          entry.price > previous ? 'success.main' : entry.price < previous ? 'error.main' : 'text.primary';
        return (
          <Typography
            key={`${entry.at}-${index}`}
            variant="caption"
            title={formatDateTime(new Date(entry.at))}
            sx={{
              color,
              fontVariantNumeric: 'tabular-nums',
              fontWeight: index === shown.length - 1 ? 700 : 400,
            }}
          >
            {priceLabel(entry.price)}
          </Typography>
        );
      })}
    </Box>
  );
}
