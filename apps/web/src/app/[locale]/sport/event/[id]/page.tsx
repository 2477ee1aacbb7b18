import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { EventPage } from '../../../../../features/sport/event-page';
import { routing } from '../../../../../i18n/routing';

export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const eventId = Number(id);
  if (!/^\d{1,9}$/.test(id) || eventId < 1) notFound();
  setRequestLocale(locale);
  return <EventPage eventId={eventId} />;
}
