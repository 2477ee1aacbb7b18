import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { API_CONTENT_SECURITY_POLICY } from './src/features/security/content-security-policy';
import { securityHeaders } from './src/features/security/security-headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // The contract and the sportsbook's maths ship TypeScript source, so Next compiles them with the app.
  transpilePackages: ['@haneul/contract', '@haneul/sportsbook'],
  // The forms parse with the contract's schemas in the browser, under a CSP without 'unsafe-eval'.
  turbopack: { resolveAlias: { zod: { browser: './src/lib/zod-without-eval.ts' } } },
  poweredByHeader: false,
  reactStrictMode: true,
  // The pages' policy carries a per-view nonce and comes from src/proxy.ts.
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders({ production: process.env.NODE_ENV === 'production' }) },
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
