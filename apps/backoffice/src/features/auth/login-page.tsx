import { useState } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BRAND } from '../../app/theme';
import { CredentialsForm } from './credentials-form';
import { EnrolStep } from './enrol-step';
import type { Enrolment } from './enrolment';
import { LocaleSwitcher } from '../../components/locale-switcher';

/**
 * Staff sign-in: id, password and the authenticator's code. A new (or reset) account first
 * enrols an authenticator: the key is shown once, and its first code signs in.
 */
export function LoginPage() {
  const translate = useTranslate();
  const [enrolling, setEnrolling] = useState<Enrolment | null>(null);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: `radial-gradient(ellipse 80% 60% at 50% 0%, ${BRAND.navy700}, ${BRAND.navy950})`,
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420, borderTop: `3px solid ${BRAND.gold400}` }}>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="h6" component="h1">
              {translate('app.brand')}
            </Typography>
            <LocaleSwitcher />
          </Stack>
          <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(enrolling ? 'auth.enrol.title' : 'auth.title')}
          </Typography>
          {enrolling ? (
            <EnrolStep enrolment={enrolling} onCancel={() => setEnrolling(null)} />
          ) : (
            <CredentialsForm onEnrol={setEnrolling} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
