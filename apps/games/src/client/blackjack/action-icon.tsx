import type { TBlackjackAction } from '../../protocol/round-api.ts';

/**
 * The gesture of each decision as a line drawing on its button: a tap for a hit, a flat wave for a
 * stand, a second chip for a double, a fork for a split, a white flag for surrender, a shield for
 * insurance (struck through when declined).
 */
const PATHS: Record<TBlackjackAction, string> = {
  hit: 'M12 5v14M5 12h14',
  stand: 'M4 12h16M7 8h10M7 16h10',
  double: 'M9 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10M15 7a5 5 0 1 1 0 10',
  split: 'M12 21v-8M12 13 6 5M12 13l6-8M6 5v4M6 5h4M18 5v4M18 5h-4',
  surrender: 'M6 21V4M6 4h11l-3 4 3 4H6',
  insurance: 'M12 3l7 3v5c0 5-3.5 8-7 10-3.5-2-7-5-7-10V6z',
  noInsurance: 'M12 3l7 3v5c0 5-3.5 8-7 10-3.5-2-7-5-7-10V6zM4 4l16 16',
};

export function ActionIcon({ action }: { action: TBlackjackAction }) {
  return (
    <svg className="bj-action__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={PATHS[action]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
