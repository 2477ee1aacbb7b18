/**
 * The beats of a table's show (cards dealt, dice rolled): how long to wait between them. Whether the
 * player asked for less motion, when everything lands at once instead, is app/reduced-motion.ts.
 */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
