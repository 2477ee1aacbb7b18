import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PROTECTION_REVIEW_ACTIONS, type TProtectionReviewRow } from '@haneul/contract';
import { DialogButton } from '../../components/dialog-button';
import { useBackoffice } from '../../components/use-backoffice';

type ReviewAction = TProtectionReviewRow['action'];

/** Writes what staff did about a member's markers: one action of the fixed list and a note. */
export function ReviewButton({ memberId }: { memberId: number }) {
  const translate = useTranslate();
  const backoffice = useBackoffice();
  const [action, setAction] = useState<ReviewAction>('noted');
  const [note, setNote] = useState('');
  return (
    <DialogButton
      label="protection.review.button"
      ready={note.trim() !== ''}
      onOpen={() => {
        setAction('noted');
        setNote('');
      }}
      run={() =>
        backoffice.call('protectionReviews.create', { body: { memberId, action, note: note.trim() } })
      }
    >
      {(help) => (
        <>
          <TextField
            select
            label={translate('protection.review.action')}
            value={action}
            onChange={(event) => setAction(event.target.value as ReviewAction)}
            {...help('action')}
          >
            {PROTECTION_REVIEW_ACTIONS.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`protection.review.actions.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('protection.review.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            {...help('note')}
          />
        </>
      )}
    </DialogButton>
  );
}
