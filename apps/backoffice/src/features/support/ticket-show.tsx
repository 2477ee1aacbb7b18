import { Box, Paper, Stack, Typography } from '@mui/material';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { ZTicketDetail } from '@haneul/contract';
import { ActionButton } from '../../components/action-button';
import { DateTimeField } from '../../components/date-time-field';
import { MemberLink } from '../../components/member-link';
import { useBackoffice } from '../../components/use-backoffice';
import { ResetPasswordButton } from '../members';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketStateChip } from './ticket-state-chip';

type Ticket = z.infer<typeof ZTicketDetail>;

function TicketActions() {
  const record = useRecordContext<Ticket>();
  const backoffice = useBackoffice();
  return (
    <TopToolbar>
      {/* A forgotten password is answered with a temporary one, told to the member by phone. */}
      {record && record.kind === 'password_help' && record.state !== 'closed' && (
        <ResetPasswordButton memberId={record.memberId} />
      )}
      {record && record.state !== 'closed' && (
        <ActionButton
          label="support.close"
          variant="outlined"
          message="support.confirmClose"
          run={() => backoffice.call('tickets.close', { params: { id: record.id } })}
        />
      )}
    </TopToolbar>
  );
}

/** One message of the conversation: the member's on the left, staff replies indented in navy. */
function Message({
  who,
  at,
  text,
  staff,
}: {
  who: string;
  at: Ticket['createdAt'];
  text: string;
  staff?: boolean;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        ml: staff ? 6 : 0,
        mr: staff ? 0 : 6,
        borderLeft: 3,
        borderLeftColor: staff ? 'primary.main' : 'warning.main',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 0.5, alignItems: 'baseline' }}>
        <Typography variant="subtitle2">{who}</Typography>
        <DateTimeField record={{ id: 0, at }} source="at" variant="caption" color="text.secondary" />
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Paper>
  );
}

function Conversation() {
  const record = useRecordContext<Ticket>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          {record.title}
        </Typography>
        <MemberLink id={record.memberId} label={`${record.userId} (${record.nick})`} />
        <Typography variant="body2">{translate(`support.kinds.${record.kind}`)}</Typography>
        {record.contactPhone && (
          <Typography variant="body2" data-testid="contact-phone">
            {translate('support.contactPhone')} {record.contactPhone}
          </Typography>
        )}
        <TicketStateChip state={record.state} />
      </Stack>
      <Stack spacing={1}>
        <Message
          who={`${translate('support.member')} · ${record.userId}`}
          at={record.createdAt}
          text={record.contents}
        />
        {(record.replies ?? []).map((reply) => (
          <Message
            key={reply.id}
            staff
            who={`${translate('support.staff')} · ${reply.staffLogin ?? '–'}${reply.readAt ? '' : ` (${translate('support.unread')})`}`}
            at={reply.createdAt}
            text={reply.contents}
          />
        ))}
      </Stack>
      {record.state !== 'closed' && <TicketReplyForm ticketId={record.id} />}
    </Box>
  );
}

export function TicketShow() {
  return (
    <Show actions={<TicketActions />}>
      <Conversation />
    </Show>
  );
}
