import type { IconName } from '../../components/icons';

/**
 * The left menu, in the brief's order, with the bets list (the brief's /public/slot/ bets list) after
 * my page. Every entry is a member page: visitors are stopped.
 */
export const MENU_ITEMS = [
  { key: 'deposit', href: '/deposit', icon: 'deposit' },
  { key: 'withdraw', href: '/withdraw', icon: 'withdraw' },
  { key: 'comp', href: '/comp', icon: 'comp' },
  { key: 'user', href: '/user', icon: 'user' },
  { key: 'bets', href: '/bets', icon: 'ticket' },
  { key: 'help', href: '/help', icon: 'help' },
  { key: 'notice', href: '/notice', icon: 'notice' },
  { key: 'note', href: '/note', icon: 'note' },
] as const satisfies readonly { key: string; href: string; icon: IconName }[];

export type MenuKey = (typeof MENU_ITEMS)[number]['key'];
