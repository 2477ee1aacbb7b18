import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { TMemberDetail } from '@haneul/contract';
import { apiErrorKey } from '../../components/api-error';
import { useBackoffice } from '../../components/use-backoffice';
import { useFormatNumber } from '../../i18n/use-format-number';
import { newRequestId } from '../../lib/request-id';

/**
 * A signed amount on the member's cash or comp, through the ledger, with a reason that becomes
 * the entry's memo (the audit log keeps who did it). Nothing is sent without a reason, and each
 * adjustment carries its own request id, so the API applies it once however often it arrives.
 */
export function AdjustBalanceButton() {
  const record = useRecordContext<TMemberDetail>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const backoffice = useBackoffice();
  const formatNumber = useFormatNumber();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState<'cash' | 'comp'>('cash');
  const [reason, setReason] = useState('');
  // One id per adjustment: a double click or a retry after a lost answer cannot move money twice.
  const [requestId, setRequestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const value = Number(amount);
  const valid = Number.isSafeInteger(value) && value !== 0 && reason.trim() !== '';

  const submit = async () => {
    setBusy(true);
    try {
      const { data } = await backoffice.call('members.adjust', {
        params: { id: record.id },
        body: { amount: value, account, reason: reason.trim(), requestId },
      });
      notify('members.adjust.done', {
        type: 'success',
        messageArgs: { balance: formatNumber(data.balance) },
      });
      setOpen(false);
      setAmount('');
      setReason('');
      setRequestId(newRequestId());
      refresh();
    } catch (error) {
      notify(apiErrorKey(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {translate('members.adjust.button')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>
          {translate('members.adjust.button')} · {record.userId}
        </DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate('members.adjust.help')}
          </Alert>
          <TextField
            select
            label={translate('members.adjust.account')}
            value={account}
            onChange={(event) => setAccount(event.target.value as 'cash' | 'comp')}
          >
            <MenuItem value="cash">{translate('members.accounts.cash')}</MenuItem>
            <MenuItem value="comp">{translate('members.accounts.comp')}</MenuItem>
          </TextField>
          <TextField
            label={translate('members.adjust.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/[^\d-]/g, ''))}
            helperText={Number.isSafeInteger(value) && value !== 0 ? formatNumber(value) : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            autoFocus
          />
          <TextField
            label={translate('members.adjust.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={busy || !valid}>
            {translate('members.adjust.button')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
