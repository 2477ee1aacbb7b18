import { TopToolbar, useRecordContext } from 'react-admin';
import type { TSportEventDetail } from '@haneul/contract';
import { ActionButton } from '../../components/action-button';
import { useBackoffice } from '../../components/use-backoffice';
import { EditButton, LiveButton, ResultButton } from './event-dialogs';
import { MarketCreateButton } from './market-create-button';

/**
 * What staff may do with the event as it stands: teams, start and live state by hand on manual
 * events (a feed keeps its own), markets added to manual events, a result or a cancellation
 * entered for approval while none waits.
 */
export function EventActions() {
  const event = useRecordContext<TSportEventDetail>();
  const backoffice = useBackoffice();
  // The list's row stands in while the detail loads; it has no markets yet.
  if (!event?.markets) return <TopToolbar />;
  const manual = event.feed === 'manual';
  const open = event.state === 'scheduled' || event.state === 'in_play';
  return (
    <TopToolbar sx={{ gap: 1 }}>
      {manual && event.state === 'scheduled' && <EditButton event={event} />}
      {manual && open && <LiveButton event={event} />}
      {manual && open && <MarketCreateButton eventId={event.id} />}
      {!event.pendingResult && <ResultButton event={event} />}
      {!event.pendingResult && event.state !== 'cancelled' && (
        <ActionButton
          label="sport.events.cancel"
          color="error"
          variant="outlined"
          message="sport.events.confirmCancel"
          text={{ label: 'app.common.reason', maxLength: 500 }}
          run={(note) => backoffice.call('sportEvents.cancel', { params: { id: event.id }, body: { note } })}
        />
      )}
    </TopToolbar>
  );
}
