import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BRAND } from '../app/theme';
import { LocaleSwitcher } from '../components/locale-switcher';

/**
 * Where the agent page lands without a session: it has no password form, the way in is the
 * member site's agent button (a fresh one-time code each time).
 */
export function AgentSignedOut({ refused }: { refused: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: BRAND.navy950, p: 2 }}>
      <Card sx={{ maxWidth: 460, borderTop: `3px solid ${BRAND.gold400}` }}>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="h6" component="h1">
              {translate('agent.brand')}
            </Typography>
            <LocaleSwitcher />
          </Stack>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {translate('agent.signedOut.title')}
          </Typography>
          {refused && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {translate('agent.signedOut.refused')}
            </Alert>
          )}
          <Typography variant="body2">{translate('agent.signedOut.body')}</Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
