'use client';

import type { z } from 'zod';
import type { TContentLanguage, ZPopup } from '@haneul/contract';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useContentLanguage } from '../../i18n/use-content-language';
import { callApi } from '../../lib/call-api';
import { clearCloseMarkers, closePopup, hidePopup, isPopupHidden } from './popup-markers';

type Popup = z.infer<typeof ZPopup>;

async function loadPopups(lang: TContentLanguage) {
  const answer = await callApi('get-notice-popup', { lang });
  if (answer.status !== 'success') throw new Error(answer.status);
  // The brief: every "close" marker is forgotten each time the popups are fetched.
  clearCloseMarkers(window.localStorage);
  return answer;
}

/** The operator's popups on home, where the operator placed them (one by one on a phone). */
export function NoticePopups() {
  const lang = useContentLanguage();
  const popups = useQuery({
    queryKey: ['notice-popups', lang],
    queryFn: () => loadPopups(lang),
    staleTime: Infinity,
  });
  // The markers are read as of the last look (mounting or a dismissal); a new object each time,
  // so two dismissals within one millisecond still re-render.
  const [look, setLook] = useState(() => ({ at: Date.now() }));
  if (!popups.data) return null;

  const { hideHours } = popups.data;
  const visible = popups.data.popups.filter(
    (popup) => !isPopupHidden(window.localStorage, popup.id, hideHours, look.at),
  );
  // The phone's backdrop blocks the page: it goes with the last popup.
  if (visible.length === 0) return null;
  const dismiss = (id: number, how: 'hide' | 'close') => {
    const at = Date.now();
    (how === 'hide' ? hidePopup : closePopup)(window.localStorage, id, at);
    setLook({ at });
  };

  return (
    // On a phone: one at a time, centred over a dim backdrop that starts under the mobile header
    // (the next shows when this one is dismissed). From 768 px: each where the operator put it.
    <div
      data-popups
      className="fixed inset-x-0 top-14 bottom-0 z-40 grid place-items-center overflow-y-auto bg-navy-950/75 p-3 md:pointer-events-none md:top-0 md:block md:bg-transparent md:p-0"
    >
      {visible.map((popup, index) => (
        <PopupCard
          key={popup.id}
          popup={popup}
          hideHours={hideHours}
          waiting={index > 0}
          onDismiss={dismiss}
        />
      ))}
    </div>
  );
}

function PopupCard({
  popup,
  hideHours,
  waiting,
  onDismiss,
}: {
  popup: Popup;
  hideHours: number;
  /** Another popup comes first: on a phone this one waits its turn. */
  waiting: boolean;
  onDismiss: (id: number, how: 'hide' | 'close') => void;
}) {
  const t = useTranslations('popups');
  // Sanitized on write by the API and again here, on render (the brief's rule for operator HTML).
  const html = useMemo(() => DOMPurify.sanitize(popup.contents), [popup.contents]);
  const titleId = `popup-${popup.id}-title`;
  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      data-popup={popup.id}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss(popup.id, 'close');
      }}
      style={
        {
          '--pop-x': `${Math.max(0, popup.posX)}px`,
          '--pop-y': `${Math.max(0, popup.posY)}px`,
        } as React.CSSProperties
      }
      className={`${waiting ? 'max-md:hidden ' : ''}animate-pop-in pointer-events-auto w-full max-w-[380px] overflow-hidden rounded-2xl border border-gold-500/30 bg-navy-900 shadow-2xl shadow-black/60 md:absolute md:top-[min(var(--pop-y),calc(100dvh-12rem))] md:left-[min(var(--pop-x),calc(100vw-400px))]`}
    >
      <h2
        id={titleId}
        className="border-b border-white/5 px-5 py-3.5 text-lg font-bold"
        style={{ color: popup.titleColor }}
      >
        {popup.title}
      </h2>
      <div
        className="popup-body max-h-[50dvh] overflow-y-auto px-5 py-4 text-sm leading-relaxed text-slate-200 [&_a]:text-gold-300 [&_a]:underline [&_img]:max-w-full [&_p+p]:mt-2 [&_strong]:text-gold-200"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <div className="flex border-t border-white/5 text-sm">
        <button
          type="button"
          onClick={() => onDismiss(popup.id, 'hide')}
          className="focus-ring flex-1 px-3 py-3 text-slate-300 transition-colors hover:bg-white/5 hover:text-gold-200"
        >
          {t('hideFor', { hours: hideHours })}
        </button>
        <button
          type="button"
          onClick={() => onDismiss(popup.id, 'close')}
          className="focus-ring flex-1 border-l border-white/5 px-3 py-3 font-semibold text-gold-200 transition-colors hover:bg-white/5"
        >
          {t('close')}
        </button>
      </div>
    </section>
  );
}
