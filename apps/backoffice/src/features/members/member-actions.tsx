import { Button } from '@mui/material';
import { Link, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { TMemberDetail } from '@haneul/contract';
import { ActionButton } from '../../components/action-button';
import { useBackoffice } from '../../components/use-backoffice';
import { AdjustBalanceButton, GrantPointsButton } from './adjust-balance-button';
import { ResetPasswordButton } from './reset-password-button';
import { SetLevelButton } from './set-level-button';

/** What staff do to a member: money, event points, level, suspension, password, and a note. */
export function MemberActions() {
  const record = useRecordContext<TMemberDetail>();
  const translate = useTranslate();
  const backoffice = useBackoffice();
  if (!record) return <TopToolbar />;
  const params = { id: record.id };
  return (
    <TopToolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <AdjustBalanceButton />
      <GrantPointsButton />
      <SetLevelButton />
      {record.state === 'active' ? (
        <ActionButton
          label="members.suspend.button"
          variant="outlined"
          color="error"
          message="members.suspend.message"
          text={{ label: 'app.common.reason', required: true }}
          run={(reason) => backoffice.call('members.suspend', { params, body: { reason } })}
        />
      ) : (
        <ActionButton
          label="members.unsuspend.button"
          variant="outlined"
          color="success"
          message="members.unsuspend.message"
          text={{ label: 'app.common.reason' }}
          run={(reason) => backoffice.call('members.unsuspend', { params, body: reason ? { reason } : {} })}
        />
      )}
      <ResetPasswordButton />
      <Button
        size="small"
        variant="outlined"
        component={Link}
        to={{
          pathname: '/notes/create',
          search: `source=${encodeURIComponent(JSON.stringify({ memberId: record.id }))}`,
        }}
      >
        {translate('members.sendNote')}
      </Button>
    </TopToolbar>
  );
}
