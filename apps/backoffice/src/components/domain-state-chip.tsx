import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { TAgentDomainState } from '@haneul/contract';

const COLOR: Record<TAgentDomainState, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  refused: 'default',
};

/**
 * An agent domain's state: amber while it waits for staff, green once approved (only then does it
 * count for sign-ups), grey when refused. The row's state, or the one given.
 */
export function DomainStateChip({ state }: { state?: TAgentDomainState }) {
  const record = useRecordContext<{ state: TAgentDomainState }>();
  const translate = useTranslate();
  const shown = state ?? record?.state;
  if (!shown) return null;
  return (
    <Chip
      size="small"
      color={COLOR[shown]}
      variant={shown === 'pending' ? 'filled' : 'outlined'}
      label={translate(`app.domainStates.${shown}`)}
    />
  );
}
