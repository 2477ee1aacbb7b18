import { notFound } from 'next/navigation';

/**
 * A path no page matches gets its not-found page here, inside the locale layout and rendered per
 * request, instead of Next's global one: that one is prerendered without a request, so its scripts
 * carry no Content-Security-Policy nonce and the browser blocks them.
 */
export default function UnknownPage(): never {
  notFound();
}
