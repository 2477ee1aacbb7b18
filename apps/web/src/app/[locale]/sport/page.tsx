import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { SportPage } from '../../../features/sport/sport-page';
import { routing } from '../../../i18n/routing';

type Search = Record<string, string | string[] | undefined>;

/** One value of the address's query, or null (a repeated or missing one). */
const one = (value: Search[string]) => (typeof value === 'string' && value !== '' ? value : null);

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Search>;
}) {
  const [{ locale }, search] = await Promise.all([params, searchParams]);
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <SportPage sport={one(search.sport)} competition={one(search.competition)} />;
}
