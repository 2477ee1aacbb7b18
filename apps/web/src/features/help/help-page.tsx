'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, useState } from 'react';
import { useNotify } from '../notify';
import { MemberOnly } from '../session';
import { HelpDetail } from './help-detail';
import { HelpList } from './help-list';
import { HelpWrite } from './help-write';
import { PageFrame } from '../../components/page-frame';
import { useDeleteAllHelp } from './use-delete-all-help';

type View = { name: 'list' } | { name: 'read'; id: number } | { name: 'write' };

/** Customer service: the member's tickets, one ticket with its replies, and a new ticket. */
export function HelpPage() {
  return (
    <MemberOnly>
      <Suspense>
        <HelpScreens />
      </Suspense>
    </MemberOnly>
  );
}

function HelpScreens() {
  const t = useTranslations('help');
  const notify = useNotify();
  const deleteAllHelp = useDeleteAllHelp();
  // `?id=` opens one ticket directly: home's customer-service rows link here.
  const linked = Number(useSearchParams().get('id'));
  const [view, setView] = useState<View>(
    Number.isSafeInteger(linked) && linked > 0 ? { name: 'read', id: linked } : { name: 'list' },
  );
  const [page, setPage] = useState(1);

  async function deleteAll() {
    if (!(await notify.confirm('msg2221'))) return;
    const answer = await deleteAllHelp.mutateAsync();
    if (answer.status === 'success') {
      setPage(1);
      await notify.show('msg2053', { tone: 'success' });
    } else {
      await notify.show('msg2054', { tone: 'error' });
    }
  }

  if (view.name === 'read') {
    return (
      <PageFrame layout="sheet" title={t('title')}>
        <HelpDetail id={view.id} onBack={() => setView({ name: 'list' })} />
      </PageFrame>
    );
  }
  if (view.name === 'write') {
    return (
      <PageFrame layout="sheet" title={t('write.title')}>
        <HelpWrite
          onDone={() => {
            setPage(1);
            setView({ name: 'list' });
          }}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame
      layout="sheet"
      title={t('title')}
      actions={
        <>
          <button type="button" className="btn-gold" onClick={() => setView({ name: 'write' })}>
            {t('writeButton')}
          </button>
          <button type="button" className="btn-ghost" onClick={() => void deleteAll()}>
            {t('deleteAll')}
          </button>
        </>
      }
    >
      <HelpList page={page} onPage={setPage} onOpen={(id) => setView({ name: 'read', id })} />
    </PageFrame>
  );
}
