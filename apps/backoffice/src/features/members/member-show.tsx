import { ReferenceManyField, Show, TabbedShowLayout, Pagination, useRecordContext } from 'react-admin';
import type { TMemberDetail } from '@haneul/contract';
import { MemberMoneyLocks } from '../money-locks';
import { MemberProtection } from '../protection';
import { BetTable } from './bet-table';
import { GameTransferTable } from './game-transfer-table';
import { MemberActions } from './member-actions';
import { MemberProfile } from './member-profile';
import { MemberRequests } from './member-requests';
import { MoneyTable } from './money-table';
import { MemberNotes, MemberTickets } from './member-support';

function MemberTitle() {
  const record = useRecordContext<TMemberDetail>();
  return <>{record ? `${record.userId} (${record.nick})` : ''}</>;
}

const history = { pagination: <Pagination />, perPage: 25, sort: { field: 'id', order: 'DESC' as const } };

/**
 * One member: profile and balances, then their money, bets, game-money transfers, payments,
 * protection, notes and tickets.
 */
export function MemberShow() {
  return (
    <Show actions={<MemberActions />} title={<MemberTitle />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="members.tabs.profile">
          <MemberProfile />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="members.tabs.money" path="money">
          <ReferenceManyField reference="money" target="memberId" {...history}>
            <MoneyTable showMember={false} />
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="members.tabs.bets" path="bets">
          <ReferenceManyField reference="bets" target="memberId" {...history}>
            <BetTable showMember={false} />
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="members.tabs.gameTransfers" path="game-transfers">
          <ReferenceManyField reference="game-transfers" target="memberId" {...history}>
            <GameTransferTable showMember={false} />
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="members.tabs.requests" path="requests">
          <MemberRequests />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="moneyLocks.tab" path="locks">
          <MemberMoneyLocks />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="protection.tab" path="protection">
          <MemberProtection />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="members.tabs.notes" path="notes">
          <MemberNotes />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="members.tabs.tickets" path="tickets">
          <MemberTickets />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
