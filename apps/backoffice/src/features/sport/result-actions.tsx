import { Stack, Tooltip } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { TSportResultRecord } from '@haneul/contract';
import { ActionButton } from '../../components/action-button';
import { useBackoffice } from '../../components/use-backoffice';
import { resultLabel } from './result-label';

/**
 * Approve or reject a pending result. Whoever entered it cannot decide it (the API refuses them
 * too): their own row shows why instead of the buttons. Approving settles the event's bets.
 */
export function ResultActions({ result }: { result: TSportResultRecord }) {
  const backoffice = useBackoffice();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  if (result.state !== 'pending') return null;
  const own = identity?.id !== undefined && result.enteredBy === identity.id;
  const params = { id: result.id };
  const values = { result: resultLabel(translate, result) };
  return (
    <Tooltip title={own ? translate('sport.results.ownResult') : ''}>
      <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
        <ActionButton
          label="sport.results.approve"
          color="success"
          variant="contained"
          disabled={own}
          message="sport.results.confirmApprove"
          messageValues={values}
          run={() => backoffice.call('sportResults.approve', { params })}
        />
        <ActionButton
          label="sport.results.reject"
          color="error"
          disabled={own}
          message="sport.results.confirmReject"
          messageValues={values}
          run={() => backoffice.call('sportResults.reject', { params })}
        />
      </Stack>
    </Tooltip>
  );
}
