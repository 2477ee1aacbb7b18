import { handleCall } from '../../../../features/proxy/handle-call';

// Every call is a POST (docs/calls.md#transport); Next answers 405 to any other method.
export async function POST(
  request: Request,
  context: { params: Promise<{ call: string }> },
): Promise<Response> {
  const { call } = await context.params;
  return handleCall(request, call);
}
