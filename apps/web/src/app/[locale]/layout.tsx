import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '../../components/app-providers';
import { SiteFooter } from '../../components/site-footer';
import { PasswordChangeGate } from '../../features/account/password-change-gate';
import { agentPageUrl } from '../../features/agent/agent-page-url';
import { loadSession } from '../../features/session/load-session';
import { AppShell } from '../../features/shell/app-shell';
import { languageTag } from '../../i18n/locales';
import { routing } from '../../i18n/routing';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { themeColor: '#05081a', colorScheme: 'dark' };

export async function generateMetadata({ params }: Omit<LocaleLayoutProps, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: t('title'), description: t('description') };
}

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // The session is read here, on the server, so the first paint already has the right top bar.
  const session = await loadSession();

  return (
    <html lang={languageTag(locale)}>
      <body>
        <NextIntlClientProvider>
          <AppProviders session={session}>
            <AppShell footer={<SiteFooter />} agentUrl={agentPageUrl()}>
              <PasswordChangeGate>{children}</PasswordChangeGate>
            </AppShell>
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
