import type { ReactNode } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { Labeled, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import type { TMemberDetail, TMemberProtection } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { ExclusionTable } from './exclusion-table';
import { LimitHistory } from './limit-history';
import { LimitTable } from './limit-table';
import { ReviewButton } from './review-button';
import { ReviewTable } from './review-table';

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2">{translate(title)}</Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

/**
 * The member's protection tab: limits, their history, exclusions and the reality check as the
 * member set them (read-only: staff cannot lift what a member chose), and the reviews of their
 * markers of harm, where staff add one.
 */
export function MemberProtection() {
  const member = useRecordContext<TMemberDetail>();
  const translate = useTranslate();
  const { data } = useGetOne<TMemberProtection>(
    'member-protection',
    { id: member?.id ?? 0 },
    { enabled: member !== undefined },
  );
  if (!member || !data) return null;
  const every = data.realityCheckMinutes;
  return (
    <Box data-protection="member">
      <Alert severity="info">{translate('protection.readOnly')}</Alert>
      <Section title="protection.limits">
        <LimitTable limits={data.limits} />
        <Typography variant="caption" color="text.secondary">
          {translate('protection.coolingOff', { hours: data.coolingOffHours })}
        </Typography>
      </Section>
      <Stack direction="row" spacing={4} sx={{ mt: 2 }}>
        <Labeled label="protection.excludedUntil">
          <DateTimeField record={data} source="excludedUntil" emptyText="–" />
        </Labeled>
        <Labeled label="protection.realityCheck">
          <Typography variant="body2">
            {every === null
              ? translate('protection.realityCheckOff')
              : translate('protection.realityCheckEvery', { minutes: every })}
          </Typography>
        </Labeled>
      </Stack>
      <Section title="protection.exclusions">
        <ExclusionTable />
      </Section>
      <Section title="protection.history">
        <LimitHistory />
      </Section>
      <Section title="protection.reviews" action={<ReviewButton memberId={member.id} />}>
        <ReviewTable />
      </Section>
    </Box>
  );
}
