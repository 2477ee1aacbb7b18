import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Link } from '../i18n/navigation';

/** The wordmark: a sun over a sky arc (하늘 is "sky"), then the name in the page's language. */
export function Brand() {
  const t = useTranslations('brand');
  // The wordmark appears twice (sidebar, mobile header): each needs its own gradient id, or a
  // hidden copy's gradient would paint the visible one.
  const gold = `brand-gold-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Link href="/" className="focus-ring flex items-center gap-2.5 rounded-lg" aria-label={t('home')}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
        <defs>
          <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fbe7a6" />
            <stop offset="1" stopColor="#c9921f" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="11" fill="#0b1230" stroke={`url(#${gold})`} strokeWidth="1.5" />
        <circle cx="20" cy="15.5" r="5" fill={`url(#${gold})`} />
        <path d="M6 30c4-5.5 8.6-8 14-8s10 2.5 14 8" fill="none" stroke={`url(#${gold})`} strokeWidth="2.2" />
      </svg>
      <span className="bg-gradient-to-r from-gold-200 to-gold-500 bg-clip-text text-xl font-bold tracking-tight text-transparent">
        {t('name')}
      </span>
    </Link>
  );
}
