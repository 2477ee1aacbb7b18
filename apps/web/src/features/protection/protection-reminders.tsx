'use client';

import { useState } from 'react';
import { useSignOut } from '../auth';
import { useLiveEvent } from '../live';
import { LimitNotices, type LimitReminder } from './limit-notices';
import { RealityCheckDialog, type RealityCheck } from './reality-check-dialog';
import { markSeen, reminderKey, wasSeen } from './seen-reminders';
import { useRefreshProtection } from './use-protection';

/**
 * The stream's reminders, on every page: the reality check as a dialog that needs an answer, limit
 * warnings as notices that block nothing. What the member answered or closed is kept for the tab
 * (sessionStorage), so the stream's repeat after a reload is not shown a second time.
 */
export function ProtectionReminders() {
  const [check, setCheck] = useState<RealityCheck | null>(null);
  const [notices, setNotices] = useState<LimitReminder[]>([]);
  const signOut = useSignOut();

  const refreshLimits = useRefreshProtection();

  useLiveEvent('reminder', (event) => {
    if (event.kind === 'limit') refreshLimits();
    if (wasSeen(window.sessionStorage, event)) return;
    if (event.kind === 'reality_check') setCheck(event);
    else {
      const key = reminderKey(event);
      setNotices((shown) => [...shown.filter((notice) => reminderKey(notice) !== key), event]);
    }
  });

  function answerCheck(leave: boolean) {
    if (!check) return;
    markSeen(window.sessionStorage, check);
    setCheck(null);
    if (leave) signOut.mutate();
  }

  function closeNotice(notice: LimitReminder) {
    markSeen(window.sessionStorage, notice);
    setNotices((shown) => shown.filter((other) => other !== notice));
  }

  return (
    <>
      {/* Always there, so a screen reader hears each notice as it arrives: a live region without
          the status role, which each form's result line already has on the page. */}
      <LimitNotices notices={notices} onClose={closeNotice} />
      {check ? (
        <RealityCheckDialog
          check={check}
          onContinue={() => answerCheck(false)}
          onSignOut={() => answerCheck(true)}
        />
      ) : null}
    </>
  );
}
