import type { TTableRound } from '../../protocol/round-api.ts';
import type { Stakes } from './stake-slip.ts';

/** What a table's layout of bet spots is drawn from. */
export interface SpotBoardProps<Key extends string> {
  /** The chips shown: the slip, or the played round's stakes while its result is on the table. */
  stakes: Stakes;
  /** The slip itself: what a spot's label says is on it now. */
  placed: Stakes;
  result: TTableRound | null;
  disabled: boolean;
  onPlace: (key: Key) => void;
}
