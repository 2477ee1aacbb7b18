import type { TRequestStatus } from '@haneul/contract';

/**
 * A request the member may delete from their list: completed (`already`) or cancelled (`cansel`).
 * Pending ones (`wait`, `reg`) stay, as the server insists too.
 */
export function isFinishedRequest(status: TRequestStatus): boolean {
  return status === 'already' || status === 'cansel';
}
