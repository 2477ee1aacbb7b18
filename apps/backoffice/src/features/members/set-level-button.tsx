import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useGetList, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { TMemberDetail } from '@haneul/contract';
import { apiErrorKey } from '../../components/api-error';

/** Moves the member to another level (their comp rates follow the level). */
export function SetLevelButton() {
  const record = useRecordContext<TMemberDetail>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const { data: levels = [] } = useGetList<{ id: number; level: number; name: string }>('levels', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'level', order: 'ASC' },
  });
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState<number | ''>('');
  if (!record) return null;

  const submit = () =>
    update(
      'members',
      { id: record.id, data: { level }, previousData: record },
      {
        onSuccess: () => {
          notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
          setOpen(false);
          refresh();
        },
        onError: (error) => notify(apiErrorKey(error), { type: 'error' }),
      },
    );

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={() => {
          setLevel(record.level);
          setOpen(true);
        }}
      >
        {translate('members.level.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('members.level.button')}</DialogTitle>
        <DialogContent>
          <TextField
            select
            label={translate('resources.members.fields.level')}
            value={level}
            onChange={(event) => setLevel(Number(event.target.value))}
          >
            {levels.map((item) => (
              <MenuItem key={item.id} value={item.level}>
                {item.level} · {item.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            onClick={submit}
            disabled={isPending || level === '' || level === record.level}
          >
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
