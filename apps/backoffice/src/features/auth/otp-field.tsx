import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Six digits from the authenticator; anything else typed or pasted (spaces, dashes) is dropped. */
export function OtpField({ value, onChange }: { value: string; onChange: (otp: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('auth.otp')}
      helperText={translate('auth.otpHelp')}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      autoComplete="one-time-code"
      required
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]{6}',
          maxLength: 6,
          'aria-label': translate('auth.otp'),
        },
      }}
      sx={{ '& input': { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
