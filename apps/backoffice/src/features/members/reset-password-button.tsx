import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { TMemberDetail } from '@haneul/contract';
import { ActionButton } from '../../components/action-button';
import { useBackoffice } from '../../components/use-backoffice';

/**
 * A temporary password, shown once to the operator (the API never shows it again). On a member's
 * page the member is the record; a password-help ticket names its member.
 */
export function ResetPasswordButton({ memberId }: { memberId?: number }) {
  const record = useRecordContext<TMemberDetail>();
  const translate = useTranslate();
  const backoffice = useBackoffice();
  const [temporary, setTemporary] = useState<string | null>(null);
  const id = memberId ?? record?.id;
  if (id === undefined) return null;
  return (
    <>
      <ActionButton
        label="members.resetPassword.button"
        variant="outlined"
        color="warning"
        message="members.resetPassword.message"
        run={() => backoffice.call('members.resetPassword', { params: { id } })}
        onDone={(result) =>
          setTemporary((result as { data: { temporaryPassword: string } }).data.temporaryPassword)
        }
      />
      <Dialog open={temporary !== null} onClose={() => setTemporary(null)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('members.resetPassword.result')}</DialogTitle>
        <DialogContent>
          <Typography
            data-testid="temporary-password"
            sx={{ fontFamily: 'monospace', fontSize: 22, userSelect: 'all', my: 1 }}
          >
            {temporary}
          </Typography>
          <Alert severity="warning">{translate('members.resetPassword.once')}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTemporary(null)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
