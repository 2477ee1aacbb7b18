import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { messageFile } from './locales';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const file = messageFile(locale);
  const messages = (await import(`../../messages/${file}.json`)) as { default: Record<string, unknown> };
  return {
    locale,
    messages: messages.default,
    // Dates on the site are shown as the operator's calendar day, whatever the server's zone.
    timeZone: 'Asia/Seoul',
  };
});
