import { handleBannerImage } from '../../../../features/proxy/handle-banner-image';

export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  return handleBannerImage(request, (await params).id);
}
