import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Link } from '../i18n/navigation';
import { RAYS, WAVES } from './brand-emblem';

/**
 * The wordmark: the sunrise emblem (하늘 is "sky"), then the name in the page's language.
 * `compact` keeps only the emblem on a phone, where the header also carries the member's money.
 */
export function Brand({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('brand');
  // The wordmark appears twice (sidebar, mobile header): each needs its own gradient id, or a
  // hidden copy's gradient would paint the visible one.
  const gold = `brand-gold-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Link
      href="/"
      className="focus-ring flex shrink-0 items-center gap-2.5 rounded-lg"
      aria-label={t('home')}
    >
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="shrink-0">
        <defs>
          <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fbe7a6" />
            <stop offset="1" stopColor="#c9921f" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="11" fill="#0b1230" stroke={`url(#${gold})`} strokeWidth="1.5" />
        <path d="M12 24a8 8 0 0 1 16 0z" fill={`url(#${gold})`} />
        <path d={RAYS} stroke={`url(#${gold})`} strokeWidth="1.8" strokeLinecap="round" />
        <path d="M7 24h26" stroke={`url(#${gold})`} strokeWidth="1.6" strokeLinecap="round" />
        <path d={WAVES} fill="none" stroke="#7dd3fc" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span
        className={`${compact ? 'max-sm:sr-only ' : ''}bg-gradient-to-r from-gold-200 to-gold-500 bg-clip-text text-xl font-bold tracking-tight text-transparent`}
      >
        {t('name')}
      </span>
    </Link>
  );
}
