import type { TTableKind } from '../../protocol/round-api.ts';
import type { MessageKey, Translate } from '../i18n/translate.ts';

/**
 * A table bet's name in the player's language, from its key (`split:17-20`, `total:10`, `dragon`)
 * or, for the odds table, from a kind of bet (`straight`, `single`). The history, the verify page,
 * the layouts' labels and the help all read names here.
 */
const ROULETTE: Readonly<Record<string, MessageKey>> = {
  straight: 'roulette.bets.straight',
  split: 'roulette.bets.split',
  street: 'roulette.bets.street',
  trio: 'roulette.bets.trio',
  basket: 'roulette.bets.basket',
  corner: 'roulette.bets.corner',
  line: 'roulette.bets.line',
  column: 'roulette.bets.column',
  dozen: 'roulette.bets.dozen',
  red: 'roulette.bets.red',
  black: 'roulette.bets.black',
  odd: 'roulette.bets.odd',
  even: 'roulette.bets.even',
  low: 'roulette.bets.low',
  high: 'roulette.bets.high',
};

const DRAGON_TIGER: Readonly<Record<string, MessageKey>> = {
  dragon: 'dragonTiger.bets.dragon',
  tiger: 'dragonTiger.bets.tiger',
  tie: 'dragonTiger.bets.tie',
  suitedTie: 'dragonTiger.bets.suitedTie',
};

const SIC_BO: Readonly<Record<string, MessageKey>> = {
  big: 'sicBo.bets.big',
  small: 'sicBo.bets.small',
  odd: 'sicBo.bets.odd',
  even: 'sicBo.bets.even',
  total: 'sicBo.bets.total',
  single: 'sicBo.bets.single',
  combo: 'sicBo.bets.combo',
  double: 'sicBo.bets.double',
  triple: 'sicBo.bets.triple',
  anyTriple: 'sicBo.bets.anyTriple',
};

const NAMES: Readonly<Record<TTableKind, Readonly<Record<string, MessageKey>>>> = {
  roulette: ROULETTE,
  dragonTiger: DRAGON_TIGER,
  sicBo: SIC_BO,
};

export function tableBetLabel(t: Translate, kind: TTableKind, key: string): string {
  const [name = '', detail] = key.split(':');
  const message = Object.hasOwn(NAMES[kind], name) ? NAMES[kind][name] : undefined;
  if (!message) return key;
  // The numbers a bet covers as the layout prints them: 17/20, 1–3, 4·5.
  const numbers = detail ? detail.split('-').join(kind === 'sicBo' ? '·' : '/') : '';
  const label = t(message);
  return numbers ? `${label} ${numbers}` : label;
}
