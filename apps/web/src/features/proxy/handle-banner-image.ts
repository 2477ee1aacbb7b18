import { BANNER_UPLOAD_TYPES, uploadedBannerId } from '@haneul/contract';
import { apiUrl } from './forward-call';
import { jsonResponse } from './json-response';

/** What may come back from the API: the upload types, nothing else is passed on. */
const IMAGE_TYPES = new Set<string>(BANNER_UPLOAD_TYPES);

/**
 * `GET /api/banner-images/<id>`: an image an operator uploaded for the carousel, fetched from the
 * API and passed on with its own type, never sniffed, cached for good (an upload never changes).
 * Anything but a known upload is a 404.
 */
export async function handleBannerImage(request: Request, id: string): Promise<Response> {
  const upload = uploadedBannerId(`/api/banner-images/${id}`);
  if (upload === null) return jsonResponse({ status: 'not_found' }, 404);
  let upstream: Response;
  try {
    upstream = await fetch(new URL(`/public/banner-images/${upload}`, apiUrl()), {
      signal: request.signal,
      redirect: 'manual',
    });
  } catch {
    return jsonResponse({ status: 'error' }, 502);
  }
  const type = upstream.headers.get('content-type') ?? '';
  if (!upstream.ok || !IMAGE_TYPES.has(type) || !upstream.body) {
    await upstream.body?.cancel();
    return jsonResponse(
      { status: upstream.status === 404 ? 'not_found' : 'error' },
      upstream.status === 404 ? 404 : 502,
    );
  }
  return new Response(upstream.body, {
    headers: {
      'content-type': type,
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
