import { useI18n } from '../i18n/i18n-context.tsx';

/** The member site's wordmark (a sun over a sky arc: 하늘 is "sky"), so the window feels like home. */
export function Brand() {
  const { t } = useI18n();
  return (
    <span className="brand">
      <svg viewBox="0 0 40 40" width="30" height="30" aria-hidden="true">
        <defs>
          <linearGradient id="brand-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fbe7a6" />
            <stop offset="1" stopColor="#c9921f" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="11" fill="#0b1230" stroke="url(#brand-gold)" strokeWidth="1.5" />
        <circle cx="20" cy="15.5" r="5" fill="url(#brand-gold)" />
        <path
          d="M6 30c4-5.5 8.6-8 14-8s10 2.5 14 8"
          fill="none"
          stroke="url(#brand-gold)"
          strokeWidth="2.2"
        />
      </svg>
      <span className="brand__name">{t('common.brand')}</span>
    </span>
  );
}
