import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { apiErrorKey } from '../../components/api-error';
import { useBackoffice } from '../../components/use-backoffice';

/** A staff reply (plain text, up to 4,000 characters); the member's help count rises with it. */
export function TicketReplyForm({ ticketId }: { ticketId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const backoffice = useBackoffice();
  const [contents, setContents] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    try {
      await backoffice.call('tickets.reply', {
        params: { id: ticketId },
        body: { contents: contents.trim() },
      });
      setContents('');
      notify('app.common.done', { type: 'success' });
      refresh();
    } catch (error) {
      notify(apiErrorKey(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <TextField
        label={translate('support.reply')}
        placeholder={translate('support.replyPlaceholder')}
        value={contents}
        onChange={(event) => setContents(event.target.value)}
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
      <Button
        variant="contained"
        onClick={send}
        disabled={busy || contents.trim() === ''}
        sx={{ alignSelf: 'flex-end' }}
      >
        {translate('support.send')}
      </Button>
    </Stack>
  );
}
