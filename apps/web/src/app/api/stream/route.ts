import { handleStream } from '../../../features/proxy/handle-stream';

// A stream per request, never prerendered or cached.
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return handleStream(request);
}
