import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BRAND } from './theme';

/**
 * What staff see while the session is checked: the same navy splash index.html shows while the
 * bundle loads, so the page goes from one to the other without a blank or a flash of white.
 */
export function LoadingScreen() {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: BRAND.navy900,
        color: BRAND.gold200,
      }}
    >
      <Typography sx={{ fontSize: 28, fontWeight: 700, letterSpacing: '0.08em' }}>HANEUL 하늘</Typography>
      <CircularProgress size={28} sx={{ color: BRAND.gold400 }} aria-hidden />
      <Typography>{translate('app.loading')}</Typography>
    </Box>
  );
}
