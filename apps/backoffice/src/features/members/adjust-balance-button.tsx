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

type Account = 'cash' | 'comp';

/**
 * A signed amount on the member's cash or comp, through the ledger, with a reason that becomes
 * the entry's memo (the audit log keeps who did it).
 */
export function AdjustBalanceButton() {
  return <MemberMoneyButton mode="adjust" />;
}

/** Event points (1 P = 1 won) from the house's point account, the event as the entry's memo. */
export function GrantPointsButton() {
  return <MemberMoneyButton mode="grantPoints" />;
}

/**
 * Staff moving a member's money by hand. Nothing is sent without a reason, and each change
 * carries its own request id, so the API applies it once however often it arrives.
 */
function MemberMoneyButton({ mode }: { mode: 'adjust' | 'grantPoints' }) {
  const record = useRecordContext<TMemberDetail>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const backoffice = useBackoffice();
  const formatNumber = useFormatNumber();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState<Account>('cash');
  const [reason, setReason] = useState('');
  // One id per change: a double click or a retry after a lost answer cannot move money twice.
  const [requestId, setRequestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const adjusting = mode === 'adjust';
  const text = (key: string) => translate(`members.${mode}.${key}`);
  const value = Number(amount);
  const valid = Number.isSafeInteger(value) && (adjusting ? value !== 0 : value > 0) && reason.trim() !== '';

  const send = async () => {
    const body = { amount: value, reason: reason.trim(), requestId };
    const params = { id: record.id };
    if (adjusting) {
      const { data } = await backoffice.call('members.adjust', { params, body: { ...body, account } });
      return { balance: formatNumber(data.balance) };
    }
    const { data } = await backoffice.call('members.grantPoints', { params, body });
    return { point: formatNumber(data.point) };
  };

  const submit = async () => {
    setBusy(true);
    try {
      notify(`members.${mode}.done`, { type: 'success', messageArgs: await send() });
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
        {text('button')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>
          {text('button')} · {record.userId}
        </DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 1 }}>
            {text('help')}
          </Alert>
          {adjusting && (
            <TextField
              select
              label={text('account')}
              value={account}
              onChange={(event) => setAccount(event.target.value as Account)}
            >
              <MenuItem value="cash">{translate('members.accounts.cash')}</MenuItem>
              <MenuItem value="comp">{translate('members.accounts.comp')}</MenuItem>
            </TextField>
          )}
          <TextField
            label={text('amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(adjusting ? /[^\d-]/g : /\D/g, ''))}
            helperText={Number.isSafeInteger(value) && value !== 0 ? formatNumber(value) : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            autoFocus
          />
          <TextField
            label={text('reason')}
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
            {text('button')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
