import type { TSportResultRecord } from '@haneul/contract';

/** A result in a few words: the score (2 : 1), or that the event was called off. */
export function resultLabel(
  translate: (key: string) => string,
  result: Pick<TSportResultRecord, 'cancelled' | 'home' | 'away'>,
): string {
  return result.cancelled ? translate('sport.results.cancelled') : `${result.home} : ${result.away}`;
}
