/** A `fetch` that answers from a script and records what it was sent. */
export interface FakeFetch {
  fetch: typeof fetch;
  sent: Array<{ url: string; init: RequestInit }>;
}

export function fakeFetch(reply: (url: string) => Response | Error): FakeFetch {
  const sent: FakeFetch['sent'] = [];
  const fetchImpl = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    sent.push({ url, init });
    const answer = reply(url);
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof fetch;
  return { fetch: fetchImpl, sent };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
