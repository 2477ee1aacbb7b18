'use client';

import { useTranslations } from 'next-intl';
import { Icon } from './icons';

interface PagerProps {
  page: number;
  /** Page size as the server answers it (`maxCount`). */
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next paging under a member list; hidden when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const t = useTranslations('pager');
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('label')} className="mt-5 flex items-center justify-center gap-3 text-sm">
      <button
        type="button"
        className="btn-ghost px-3"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('previous')}
      >
        <Icon name="chevronLeft" width={16} height={16} />
      </button>
      <span className="tabular-nums text-slate-300" aria-live="polite">
        {t('position', { page, pages })}
      </span>
      <button
        type="button"
        className="btn-ghost px-3"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t('next')}
      >
        <Icon name="chevronRight" width={16} height={16} />
      </button>
    </nav>
  );
}
