import { getTranslations } from 'next-intl/server';
import { formatDate } from '../../lib/format';
import type { NoticeList } from './load-notices';

export async function NoticesBox({ notices }: { notices: NoticeList }) {
  const t = await getTranslations('notices');

  return (
    <section
      aria-labelledby="notices-heading"
      className="rounded-2xl border border-gold-500/20 bg-navy-900/80 p-5 shadow-lg shadow-black/30"
    >
      <h2 id="notices-heading" className="mb-4 text-lg font-semibold text-gold-300">
        {t('heading')}
      </h2>
      {notices === null ? (
        <p role="status" className="text-sm text-slate-400">
          {t('unavailable')}
        </p>
      ) : notices.length === 0 ? (
        <p className="text-sm text-slate-400">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-white/5">
          {notices.map((notice) => {
            const date = formatDate(notice.date);
            return (
              <li key={notice.id} className="flex items-baseline justify-between gap-4 py-2.5">
                <span className="truncate text-slate-100">{notice.title}</span>
                {date === '-' ? (
                  <span className="shrink-0 text-sm text-slate-500">{date}</span>
                ) : (
                  <time dateTime={date} className="shrink-0 text-sm tabular-nums text-slate-400">
                    {date}
                  </time>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
