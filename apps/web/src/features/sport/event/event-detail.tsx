'use client';

import type { TSportEvent } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { Icon } from '../../../components/icons';
import { ListStatus } from '../../../components/list-status';
import { Link } from '../../../i18n/navigation';
import { formatDateTime } from '../../../lib/format';
import { LiveClock } from '../events/live-clock';
import { SportIcon } from '../events/sport-icon';
import { useSportWords } from '../market/use-sport-words';
import { type Rendered, useSportEvent } from '../sport-queries';
import { MarketGroupCard } from './market-group-card';
import { marketGroups } from './market-groups';

function Scoreboard({ event }: { event: TSportEvent }) {
  const t = useTranslations('sport.event');
  const words = useSportWords();
  const live = event.state === 'in_play';
  const home = words.name(event.home);
  const away = words.name(event.away);
  return (
    <section className="card overflow-hidden">
      <h1 className="sr-only">{t('score', { home, away })}</h1>
      <div className="flex items-center gap-2 border-b border-white/5 bg-navy-800/50 px-4 py-2.5 text-sm">
        <SportIcon sport={event.sport} />
        <span className="truncate font-semibold text-gold-200">{words.name(event.competition.name)}</span>
        <span
          data-event-state={event.state}
          className={`ml-auto shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            live ? 'bg-rose-500/15 text-rose-300' : 'bg-white/5 text-slate-300'
          }`}
        >
          {t(`states.${event.state}`)}
        </span>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3 px-4 py-5">
        <p className="text-center text-lg font-bold text-slate-50 sm:text-xl">{home}</p>
        <div className="flex flex-col items-center gap-1">
          {event.score ? (
            <p className="text-3xl font-black tabular-nums text-gold-200" data-event-score>
              {event.score.home} : {event.score.away}
            </p>
          ) : (
            <p className="text-sm text-slate-400">
              {t('startsAt', { time: formatDateTime(event.startsAt) })}
            </p>
          )}
          {live ? <LiveClock clock={event.clock} /> : null}
        </div>
        <p className="text-center text-lg font-bold text-slate-50 sm:text-xl">{away}</p>
      </div>
    </section>
  );
}

/** An event's page: the scoreboard, then every market grouped by type, kept fresh as it moves. */
export function EventDetail({ eventId, rendered }: { eventId: number; rendered: Rendered<TSportEvent> }) {
  const t = useTranslations('sport.event');
  const query = useSportEvent(eventId, rendered);
  const event = query.data;

  return (
    <div className="flex flex-col gap-4">
      <Link
        href="/sport"
        className="focus-ring flex w-fit items-center gap-1 rounded text-sm text-slate-400 hover:text-gold-200"
      >
        <Icon name="chevronLeft" width={16} height={16} />
        {t('back')}
      </Link>
      {!event ? (
        <div className="card">
          <ListStatus role="alert">{t('notFound')}</ListStatus>
        </div>
      ) : (
        <>
          <Scoreboard event={event} />
          {marketGroups(event).length === 0 ? (
            <div className="card">
              <ListStatus>{t('noMarkets')}</ListStatus>
            </div>
          ) : (
            marketGroups(event).map((group) => (
              <MarketGroupCard key={group.kind} event={event} group={group} />
            ))
          )}
        </>
      )}
    </div>
  );
}
