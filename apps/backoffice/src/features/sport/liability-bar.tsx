import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useFormatNumber } from '../../i18n/use-format-number';
import { capShare } from './sport-format';

/** What a scope stands to lose against its cap: the bar fills amber from 70% and red from 90%. */
export function LiabilityBar({ label, liability, cap }: { label: string; liability: number; cap: number }) {
  const formatNumber = useFormatNumber();
  const { percent, tone } = capShare(liability, cap);
  return (
    <Box data-liability={label}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatNumber(liability)} / {formatNumber(cap)} (
          {percent >= 10 ? Math.round(percent) : percent.toFixed(1)}%)
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={tone}
        sx={{ height: 8, borderRadius: 1 }}
        aria-label={label}
      />
    </Box>
  );
}
