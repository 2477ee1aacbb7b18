'use client';

import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { getPathname, usePathname } from '../i18n/navigation';
import { languageTag } from '../i18n/locales';
import { routing } from '../i18n/routing';

/**
 * Links to the current page in every locale; each language is named in its own tongue.
 * next-intl's Link always prefixes a locale switch (`/ko`) so its middleware can store a cookie;
 * the URL alone picks the locale here, so Korean links go straight to the unprefixed path.
 */
export function LanguageSwitcher() {
  const t = useTranslations('localeSwitcher');
  const current = useLocale();
  const pathname = usePathname();

  return (
    <nav aria-label={t('label')}>
      <ul className="flex flex-wrap gap-1.5">
        {routing.locales.map((locale) => {
          const active = locale === current;
          return (
            <li key={locale}>
              <NextLink
                href={getPathname({ href: pathname, locale })}
                hrefLang={languageTag(locale)}
                lang={languageTag(locale)}
                aria-current={active ? 'true' : undefined}
                className={
                  active
                    ? 'rounded-full bg-gradient-to-r from-gold-300 to-gold-500 px-3 py-1 text-sm font-semibold text-navy-950'
                    : 'rounded-full border border-gold-500/30 px-3 py-1 text-sm text-gold-200 transition-colors hover:border-gold-400 hover:text-gold-300'
                }
              >
                {t(`names.${locale}`)}
              </NextLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
