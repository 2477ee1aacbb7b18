import { formatDate } from '../../lib/format';
import { MemberLink } from '../session';

export interface ListEntry {
  id: number;
  title: string;
  date: string;
}

interface ListBoxProps {
  name: 'notices' | 'helps';
  heading: string;
  moreLabel: string;
  moreHref: string;
  /** Where a row leads: the entry itself on its member page. */
  entryHref: (id: number) => string;
  /** `null` when the list could not be loaded. */
  entries: ListEntry[] | null;
  emptyText: string;
  unavailableText: string;
}

/**
 * A compact card with the first entries of a list (title and last date), each opening its entry,
 * and a 'more' button.
 */
export function ListBox({
  name,
  heading,
  moreLabel,
  moreHref,
  entryHref,
  entries,
  emptyText,
  unavailableText,
}: ListBoxProps) {
  const headingId = `${name}-heading`;
  return (
    <section aria-labelledby={headingId} data-box={name} className="card flex min-w-0 flex-col p-4 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex min-w-0 items-center gap-2 text-lg font-semibold text-gold-200">
          <span
            aria-hidden="true"
            className="h-4 w-1 rounded-full bg-gradient-to-b from-gold-300 to-gold-600"
          />
          {heading}
        </h2>
        <MemberLink
          href={moreHref}
          className="btn-ghost shrink-0 px-3 py-1 text-xs"
          aria-label={`${heading} ${moreLabel}`}
        >
          {moreLabel} +
        </MemberLink>
      </div>
      {entries === null ? (
        <p role="status" className="py-6 text-center text-sm text-slate-400">
          {unavailableText}
        </p>
      ) : entries.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-400">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-white/5">
          {entries.map((entry) => {
            const date = formatDate(entry.date);
            return (
              <li key={entry.id}>
                {/* min-w-0 lets the title shrink to its ellipsis, so the date keeps its room. */}
                <MemberLink
                  href={entryHref(entry.id)}
                  className="focus-ring -mx-2 flex min-w-0 items-baseline justify-between gap-3 rounded-lg px-2 py-2.5 text-sm transition-colors hover:bg-white/5"
                >
                  <span className="min-w-0 truncate text-slate-100">{entry.title}</span>
                  {date === '-' ? (
                    <span className="shrink-0 text-slate-500">{date}</span>
                  ) : (
                    <time dateTime={date} className="shrink-0 tabular-nums text-slate-400">
                      {date}
                    </time>
                  )}
                </MemberLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
