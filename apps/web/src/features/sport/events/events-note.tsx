import { ListStatus } from '../../../components/list-status';

/** In place of a section's events: why there are none (none now, or they could not be loaded). */
export function EventsNote({
  failed,
  unavailable,
  empty,
}: {
  failed: boolean;
  unavailable: string;
  empty: string;
}) {
  return (
    <div className="card">
      {failed ? <ListStatus role="alert">{unavailable}</ListStatus> : <ListStatus>{empty}</ListStatus>}
    </div>
  );
}
