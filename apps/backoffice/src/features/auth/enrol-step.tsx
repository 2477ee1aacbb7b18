import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import type { StaffLoginParams } from '../../lib/staff-auth-provider';
import { loginErrorMessage } from './login-error';
import type { Enrolment } from './enrolment';
import { OtpField } from './otp-field';

/** `JBSWY3DPEHPK3PXP` → `JBSW Y3DP EHPK 3PXP`: easier to type into a phone by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The key to add to an authenticator, as grouped text and as the otpauth URI (no QR code: drawing
 * one would need a new dependency), then the first code, which confirms the enrolment and signs in.
 */
export function EnrolStep({ enrolment, onCancel }: { enrolment: Enrolment; onCancel: () => void }) {
  const translate = useTranslate();
  const login = useLogin();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { loginId, password } = enrolment;
      await login({ loginId, password, otp, enrol: true } satisfies StaffLoginParams);
    } catch (failure) {
      const { key, values } = loginErrorMessage(failure);
      setError(translate(key, values));
      setOtp('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" onSubmit={confirm} spacing={1.5} noValidate>
      <Typography variant="body2">{translate('auth.enrol.intro')}</Typography>
      <Alert severity="warning">{translate('auth.enrol.once')}</Alert>
      <Box>
        <Typography variant="caption" color="text.secondary">
          {translate('auth.enrol.secret')}
        </Typography>
        <Typography
          data-testid="enrol-secret"
          sx={{ fontFamily: 'monospace', fontSize: 20, letterSpacing: '0.08em', userSelect: 'all' }}
        >
          {groupSecret(enrolment.secret)}
        </Typography>
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary">
          {translate('auth.enrol.uri')}
        </Typography>
        <Typography
          data-testid="enrol-uri"
          sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all', userSelect: 'all' }}
        >
          {enrolment.otpauthUri}
        </Typography>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      <OtpField value={otp} onChange={setOtp} />
      <Button type="submit" variant="contained" size="large" disabled={busy || otp.length !== 6}>
        {translate('auth.enrol.confirm')}
      </Button>
      <Button onClick={onCancel} disabled={busy}>
        {translate('ra.action.back')}
      </Button>
    </Stack>
  );
}
