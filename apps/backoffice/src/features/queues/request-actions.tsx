import { Stack, Tooltip } from '@mui/material';
import { useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import type { TWithdrawRow } from '@haneul/contract';
import { ActionButton } from '../../components/action-button';
import { useBackoffice } from '../../components/use-backoffice';
import { useFormatNumber } from '../../i18n/use-format-number';

type Queue = 'deposits' | 'withdrawals';
type Row = { id: number; amount: number; state: string } & Partial<
  Pick<TWithdrawRow, 'needsApproval' | 'approvedBy' | 'approvedAt'>
>;

/**
 * Take, approve, complete and cancel, offered only from the states the API accepts them in. Above
 * the threshold a withdrawal shows Approve first; whoever approved it cannot complete it.
 */
export function RequestActions({ queue }: { queue: Queue }) {
  const record = useRecordContext<Row>();
  const backoffice = useBackoffice();
  const formatNumber = useFormatNumber();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  if (!record || (record.state !== 'waiting' && record.state !== 'taken')) return null;

  const params = { id: record.id };
  const amount = formatNumber(record.amount);
  const awaitingApproval = queue === 'withdrawals' && record.needsApproval === true && !record.approvedAt;
  const approvedByMe = record.approvedBy != null && record.approvedBy === identity?.id;

  return (
    <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
      {record.state === 'waiting' && (
        <ActionButton
          label="queues.take"
          message="queues.confirmTake"
          run={() => backoffice.call(`${queue}.take`, { params })}
        />
      )}
      {awaitingApproval ? (
        <ActionButton
          label="queues.approve"
          color="warning"
          variant="outlined"
          message="queues.confirmApprove"
          messageValues={{ amount }}
          run={() => backoffice.call('withdrawals.approve', { params })}
        />
      ) : (
        <Tooltip title={approvedByMe ? translate('queues.approvedByMe') : ''}>
          <span>
            <ActionButton
              label="queues.complete"
              color="success"
              variant="contained"
              disabled={approvedByMe}
              message={queue === 'deposits' ? 'queues.confirmDeposit' : 'queues.confirmWithdraw'}
              messageValues={{ amount }}
              text={{ label: 'app.common.memo', required: true }}
              run={(memo) => backoffice.call(`${queue}.complete`, { params, body: { memo } })}
            />
          </span>
        </Tooltip>
      )}
      <ActionButton
        label="queues.cancel"
        confirmLabel={queue === 'deposits' ? 'queues.cancelDeposit' : 'queues.cancelWithdraw'}
        color="error"
        message={queue === 'deposits' ? 'queues.confirmCancelDeposit' : 'queues.confirmCancelWithdraw'}
        messageValues={{ amount }}
        text={{ label: 'app.common.memo', required: true }}
        run={(memo) => backoffice.call(`${queue}.cancel`, { params, body: { memo } })}
      />
    </Stack>
  );
}
