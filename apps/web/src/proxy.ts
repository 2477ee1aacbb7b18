import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Pages only: the call proxy, Next internals and files with an extension keep their paths.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
