import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Active in quiet green, suspended in red: a suspended member stands out in any list. */
export function MemberStateChip({ state }: { state: 'active' | 'suspended' }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={state === 'active' ? 'outlined' : 'filled'}
      color={state === 'active' ? 'success' : 'error'}
      label={translate(`members.states.${state}`)}
    />
  );
}
