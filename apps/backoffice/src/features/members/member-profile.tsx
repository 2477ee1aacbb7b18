import { Box, Grid, Typography } from '@mui/material';
import { BooleanField, FunctionField, Labeled, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { TMemberDetail } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { MoneyField } from '../../components/money-field';
import { MemberStateChip } from './member-state-chip';

const BALANCES = ['cash', 'comp', 'hold', 'commission', 'game', 'point'] as const;

/** Who the member is, how to pay them, where they came from, and every balance they hold. */
export function MemberProfile() {
  const record = useRecordContext<TMemberDetail>();
  const translate = useTranslate();
  if (!record) return null;
  const text = (source: keyof TMemberDetail) => (
    <Grid size={{ xs: 6, md: 3 }}>
      <Labeled source={source}>
        <TextField source={source} emptyText="–" />
      </Labeled>
    </Grid>
  );
  return (
    <Box>
      <Grid container spacing={1}>
        {text('userId')}
        {text('nick')}
        {text('phone')}
        <Grid size={{ xs: 6, md: 3 }}>
          <Labeled source="state">
            <MemberStateChip state={record.state} />
          </Labeled>
        </Grid>
        {text('level')}
        <Grid size={{ xs: 6, md: 3 }}>
          <Labeled>
            <FunctionField
              source="playType"
              render={(member: TMemberDetail) => translate(`members.playTypes.${member.playType}`)}
            />
          </Labeled>
        </Grid>
        {text('agentUserId')}
        {text('agentCode')}
        {text('bankName')}
        {text('bankOwner')}
        {text('bankNumber')}
        {text('birthDate')}
        {text('registerDomain')}
        {text('registerIp')}
        <Grid size={{ xs: 6, md: 3 }}>
          <Labeled source="createdAt">
            <DateTimeField source="createdAt" />
          </Labeled>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Labeled source="lastLoginAt">
            <DateTimeField source="lastLoginAt" emptyText="–" />
          </Labeled>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Labeled source="excludedUntil">
            <DateTimeField source="excludedUntil" emptyText="–" />
          </Labeled>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Labeled source="online">
            <BooleanField source="online" />
          </Labeled>
        </Grid>
      </Grid>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {translate('members.balances')}
      </Typography>
      {/* The list's row stands in while the detail loads: balances arrive with the detail. */}
      {record.balances && (
        <Grid container spacing={1}>
          {BALANCES.map((account) => (
            <Grid key={account} size={{ xs: 6, md: 2 }}>
              <Labeled label={`members.accounts.${account}`}>
                <MoneyField record={{ id: record.id, ...record.balances }} source={account} />
              </Labeled>
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
