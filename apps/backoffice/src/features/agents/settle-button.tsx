import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { apiErrorKey } from '../../components/api-error';
import { useBackoffice } from '../../components/use-backoffice';
import { useFormatNumber } from '../../i18n/use-format-number';

/** Pays out commission: from the agent's commission account into their balance, through the ledger. */
export function SettleButton() {
  const record = useRecordContext<{ id: number; commission: number }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const backoffice = useBackoffice();
  const formatNumber = useFormatNumber();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const value = Number(amount);
  const valid = Number.isSafeInteger(value) && value > 0 && value <= record.commission;

  const submit = async () => {
    setBusy(true);
    try {
      await backoffice.call('settlements.create', {
        body: { agentId: record.id, amount: value, memo: memo.trim() },
      });
      notify('app.common.done', { type: 'success' });
      setOpen(false);
      setAmount('');
      setMemo('');
      refresh();
    } catch (error) {
      notify(apiErrorKey(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        disabled={record.commission <= 0}
        onClick={() => {
          setAmount(String(record.commission));
          setOpen(true);
        }}
      >
        {translate('agents.settle.button')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('agents.settle.button')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            {translate('agents.settle.message', { commission: formatNumber(record.commission) })}
          </DialogContentText>
          <TextField
            label={translate('agents.settle.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
            helperText={valid ? formatNumber(value) : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label={translate('app.common.memo')}
            value={memo}
            onChange={(event) => setMemo(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={busy || !valid}>
            {translate('agents.settle.button')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
