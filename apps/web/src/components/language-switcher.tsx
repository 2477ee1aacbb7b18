'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { getPathname, usePathname } from '../i18n/navigation';
import { languageTag } from '../i18n/locales';
import { routing } from '../i18n/routing';
import { Icon } from './icons';

/**
 * The language menu: the current page in every locale, each language named in its own tongue.
 * Plain links, so choosing one reloads the page in that language (the brief's behaviour); Korean
 * links go to the unprefixed path, since the URL alone picks the locale. The query string goes
 * along, so a page opened on one entry (`/help?id=3`) stays on it.
 */
export function LanguageSwitcher({ align = 'right' }: { align?: 'left' | 'right' }) {
  const t = useTranslations('localeSwitcher');
  const current = useLocale();
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('label')}
        onClick={() => setOpen((value) => !value)}
        className="focus-ring flex h-9 items-center gap-1.5 rounded-full border border-gold-500/30 px-3 text-sm whitespace-nowrap text-gold-200 transition-colors hover:border-gold-400"
      >
        <Icon name="globe" width={16} height={16} />
        <span>{t(`names.${current}`)}</span>
        <Icon name="chevronDown" width={14} height={14} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className={`animate-pop-in absolute top-11 z-40 min-w-40 rounded-xl border border-gold-500/25 bg-navy-900 p-1.5 shadow-xl shadow-black/50 ${
          align === 'right' ? 'right-0' : 'left-0'
        }`}
      >
        {routing.locales.map((locale) => (
          <li key={locale}>
            <a
              href={`${getPathname({ href: pathname, locale })}${query ? `?${query}` : ''}`}
              hrefLang={languageTag(locale)}
              lang={languageTag(locale)}
              data-locale={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={`focus-ring block rounded-lg px-3 py-2 text-sm transition-colors ${
                locale === current ? 'bg-gold-400/15 text-gold-200' : 'text-slate-200 hover:bg-white/5'
              }`}
            >
              {t(`names.${locale}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
