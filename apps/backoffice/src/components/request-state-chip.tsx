import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { TRequestState } from '@haneul/contract';

const COLOR: Record<TRequestState, ChipProps['color']> = {
  waiting: 'warning',
  taken: 'info',
  completed: 'success',
  cancelled: 'default',
};

/** A request's state at a glance: amber waiting, blue taken, green completed, grey cancelled. */
export function RequestStateChip() {
  const record = useRecordContext<{ state: TRequestState }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={COLOR[record.state]}
      variant={record.state === 'waiting' ? 'filled' : 'outlined'}
      label={translate(`app.requestStates.${record.state}`)}
    />
  );
}
