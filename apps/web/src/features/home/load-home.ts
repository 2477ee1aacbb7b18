import { getLocale } from 'next-intl/server';
import { isAppLocale, messageFile } from '../../i18n/locales';
import { serverCall } from '../../lib/server-call';
import { HOME_LIST_SIZE } from './home-list-size';
import type { ListEntry } from './list-box';

const firstEntries = (items: { id: number; title: string; lastDate: string }[]): ListEntry[] =>
  items.slice(0, HOME_LIST_SIZE).map((item) => ({ id: item.id, title: item.title, date: item.lastDate }));

/** Everything home shows that comes from the API, fetched on the server in parallel. */
export async function loadHome() {
  const locale = await getLocale();
  const lang = isAppLocale(locale) ? messageFile(locale) : 'ko';
  const [notices, helps, casino, slots, sports, advertisement] = await Promise.all([
    serverCall('get-user-notices', { lang }),
    serverCall('get-help-list', {}),
    serverCall('get-casino-setting', {}),
    serverCall('get-slot-setting', {}),
    serverCall('get-sport-setting', {}),
    serverCall('get-advertisement', { lang }),
  ]);
  return {
    notices: notices ? firstEntries(notices.notices) : null,
    helps: helps ? firstEntries(helps.helps) : null,
    casino: casino?.casiono ?? null,
    slots: slots?.slot ?? null,
    sports: sports?.sport ?? null,
    banners: advertisement?.banners ?? [],
  };
}
