import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { backofficeClient } from '../../app/backoffice-services';
import type { StaffLoginParams } from '../../lib/staff-auth-provider';
import { loginErrorMessage, needsEnrolment } from './login-error';
import type { Enrolment } from './enrolment';
import { OtpField } from './otp-field';

/** Id, password and code; an account without an authenticator is sent to enrolment instead. */
export function CredentialsForm({ onEnrol }: { onEnrol: (enrolment: Enrolment) => void }) {
  const translate = useTranslate();
  const login = useLogin();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enrolNeeded, setEnrolNeeded] = useState(false);
  const [busy, setBusy] = useState(false);

  const fail = (failure: unknown) => {
    const { key, values } = loginErrorMessage(failure);
    setError(translate(key, values));
  };

  // The key is answered once only: ask for it on a click, never from an effect that could run twice.
  const startEnrol = async () => {
    setBusy(true);
    setError(null);
    try {
      const { otpauthUri, secret } = await backofficeClient.call('auth.enrol', {
        body: { loginId, password },
      });
      onEnrol({ loginId, password, otpauthUri, secret });
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ loginId, password, otp } satisfies StaffLoginParams);
    } catch (failure) {
      if (needsEnrolment(failure)) setEnrolNeeded(true);
      else fail(failure);
      setOtp('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} noValidate>
      {error && <Alert severity="error">{error}</Alert>}
      {enrolNeeded && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" onClick={startEnrol} disabled={busy}>
              {translate('auth.enrol.start')}
            </Button>
          }
        >
          {translate('auth.enrol.needed')}
        </Alert>
      )}
      <TextField
        label={translate('auth.loginId')}
        value={loginId}
        onChange={(event) => setLoginId(event.target.value)}
        autoComplete="username"
        autoFocus
        required
      />
      <TextField
        label={translate('auth.password')}
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        required
      />
      <OtpField value={otp} onChange={setOtp} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy || !loginId || !password || otp.length !== 6}
      >
        {translate('auth.signIn')}
      </Button>
      <Link
        component="button"
        type="button"
        variant="body2"
        disabled={busy || !loginId || !password}
        onClick={startEnrol}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('auth.enrol.start')}
      </Link>
    </Stack>
  );
}
