import { serverCall } from '../../lib/server-call';
import { EventDetail } from './event/event-detail';

/** /sport/event/<id>: an event with every market, rendered as it is and kept fresh by the browser. */
export async function EventPage({ eventId }: { eventId: number }) {
  const answer = await serverCall('get-sport-event', { eventId });
  return <EventDetail eventId={eventId} rendered={{ data: answer?.event ?? null, at: renderedAt() }} />;
}

/** When the server read the event: the browser's first refresh counts from then. */
function renderedAt(): number {
  return Date.now();
}
