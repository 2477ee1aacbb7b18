import type { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { contentSecurityPolicy, createNonce } from './features/security/content-security-policy';
import { routing } from './i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/**
 * Every page view gets its own Content-Security-Policy nonce. The policy goes on the request too:
 * Next reads the nonce from it while rendering and puts it on its scripts (every page renders per
 * request already: the layout reads the session). next-intl passes the request headers on.
 */
export default function proxy(request: NextRequest) {
  const policy = contentSecurityPolicy({
    nonce: createNonce(),
    development: process.env.NODE_ENV === 'development',
  });
  request.headers.set('content-security-policy', policy);
  const response = handleI18nRouting(request);
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Pages only: the call proxy, Next internals and files with an extension keep their paths.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
