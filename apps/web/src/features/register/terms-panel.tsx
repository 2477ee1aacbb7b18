'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '../../components/icons';

const CLAUSES = ['age', 'account', 'funds', 'fairness', 'privacy', 'responsible'] as const;

/** The terms in a collapsible panel, read before consenting. */
export function TermsPanel() {
  const t = useTranslations('register.terms');
  return (
    <details className="group rounded-xl border border-white/10 bg-navy-950/50">
      <summary className="focus-ring flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm font-medium text-gold-200">
        {t('heading')}
        <Icon
          name="chevronDown"
          width={18}
          height={18}
          className="transition-transform group-open:rotate-180"
        />
      </summary>
      <ol
        tabIndex={0}
        aria-label={t('heading')}
        className="focus-ring flex max-h-60 list-decimal flex-col gap-2 overflow-y-auto px-4 pb-4 pl-9 text-sm leading-relaxed text-slate-300"
      >
        {CLAUSES.map((clause) => (
          <li key={clause}>{t(`clauses.${clause}`)}</li>
        ))}
      </ol>
    </details>
  );
}
