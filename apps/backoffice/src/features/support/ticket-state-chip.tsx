import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLOR: Record<'open' | 'answered' | 'closed', ChipProps['color']> = {
  open: 'warning',
  answered: 'info',
  closed: 'default',
};

/** Open tickets (waiting for staff) stand out; answered ones wait for the member. */
export function TicketStateChip({ state }: { state: 'open' | 'answered' | 'closed' }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLOR[state]}
      variant={state === 'open' ? 'filled' : 'outlined'}
      label={translate(`support.states.${state}`)}
    />
  );
}
