import { getTranslations } from 'next-intl/server';
import { Icon } from '../../components/icons';
import { Link } from '../../i18n/navigation';

/** The brief's only admin route: a calm "something went wrong" with a way home. */
export async function AdminErrorPage() {
  const t = await getTranslations('adminError');
  return (
    <div className="mx-auto grid w-full max-w-lg place-items-center px-4 py-16 sm:py-24">
      <section className="card flex w-full flex-col items-center p-8 text-center" data-page="admin-error">
        <div
          aria-hidden="true"
          className="mb-5 grid size-14 place-items-center rounded-full bg-gold-400/10 text-2xl font-bold text-gold-300 ring-1 ring-gold-400/40"
        >
          !
        </div>
        <h1 className="mb-2 text-2xl font-bold text-gold-200">{t('title')}</h1>
        <p className="mb-1 text-slate-300">{t('body')}</p>
        <p className="mb-7 text-sm text-slate-400">{t('help')}</p>
        <Link href="/" className="btn-gold">
          <Icon name="chevronLeft" width={16} height={16} />
          {t('home')}
        </Link>
      </section>
    </div>
  );
}
