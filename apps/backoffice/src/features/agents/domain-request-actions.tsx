import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { TAgentDomainRequest } from '@haneul/contract';
import { ActionButton } from '../../components/action-button';
import { useBackoffice } from '../../components/use-backoffice';

/** Approve a pending request; refuse a pending one or withdraw an approved one. Each is audited. */
export function DomainRequestActions() {
  const record = useRecordContext<TAgentDomainRequest>();
  const backoffice = useBackoffice();
  if (!record || record.state === 'refused') return null;
  const params = { id: record.id };
  const values = { domain: record.domain, agent: record.agentUserId };
  return (
    <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
      {record.state === 'pending' && (
        <ActionButton
          label="agents.domainRequests.approve"
          color="success"
          variant="contained"
          message="agents.domainRequests.confirmApprove"
          messageValues={values}
          run={() => backoffice.call('agentDomains.approve', { params })}
        />
      )}
      <ActionButton
        label="agents.domainRequests.refuse"
        color="error"
        message="agents.domainRequests.confirmRefuse"
        messageValues={values}
        run={() => backoffice.call('agentDomains.refuse', { params })}
      />
    </Stack>
  );
}
