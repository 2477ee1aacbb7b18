import { useState } from 'react';
import { Alert, FormControlLabel, Switch, TextField } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { TExclusionRow } from '@haneul/contract';
import { formatDateTime } from '../../components/date-time-field';
import { DialogButton } from '../../components/dialog-button';
import { useBackoffice } from '../../components/use-backoffice';

/** `YYYY-MM-DDTHH:mm` in the browser's time zone: what a datetime-local field holds. */
const localInput = (date: Date) => formatDateTime(date).replace(' ', 'T');

/**
 * An admin's correction of an exclusion entered in error: it ends now (at the server's time: a
 * minute-wide field would put "now" before a start seconds ago), or at the end it should have
 * had; a reason is required. The API refuses it to anyone below admin; the tab shows it to admins
 * only so operators meet no dead end.
 */
export function CorrectExclusionButton() {
  const record = useRecordContext<TExclusionRow>();
  const translate = useTranslate();
  const backoffice = useBackoffice();
  const [now, setNow] = useState(true);
  const [endsAt, setEndsAt] = useState('');
  const [reason, setReason] = useState('');
  if (!record) return null;
  const end = new Date(endsAt);
  return (
    <DialogButton
      label="protection.correct.button"
      color="warning"
      variant="text"
      ready={(now || !Number.isNaN(end.getTime())) && reason.trim() !== ''}
      onOpen={() => {
        setNow(true);
        setEndsAt(localInput(record.until ? new Date(record.until) : new Date()));
        setReason('');
      }}
      run={() =>
        backoffice.call('exclusions.correct', {
          params: { id: record.id },
          body: { endsAt: now ? 'now' : end.toISOString(), reason: reason.trim() },
        })
      }
    >
      {(help) => (
        <>
          <Alert severity="warning">{translate('protection.correct.help')}</Alert>
          <FormControlLabel
            control={<Switch checked={now} onChange={(event) => setNow(event.target.checked)} />}
            label={translate('protection.correct.now')}
          />
          {!now && (
            <TextField
              type="datetime-local"
              label={translate('protection.correct.endsAt')}
              value={endsAt}
              onChange={(event) => setEndsAt(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              {...help('endsAt')}
            />
          )}
          <TextField
            label={translate('protection.correct.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            {...help('reason')}
          />
        </>
      )}
    </DialogButton>
  );
}
