import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // The contract package ships TypeScript source, so Next compiles it with the app.
  transpilePackages: ['@haneul/contract'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(nextConfig);
