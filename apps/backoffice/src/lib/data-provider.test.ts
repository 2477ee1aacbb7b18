import { describe, expect, it, vi } from 'vitest';
import { BACKOFFICE_RESOURCES } from '../app/backoffice-resources';
import { AGENT_RESOURCES } from '../agent/agent-resources';
import { createDataProvider } from './data-provider';
import { createApiClient } from './api-client';

interface Sent {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each request and answers what the test queued, in order. */
function fakeApi(...answers: Array<{ status?: number; body: unknown; type?: string }>) {
  const sent: Sent[] = [];
  const fetch = (async (input: string, init: RequestInit = {}) => {
    sent.push({
      method: init.method ?? 'GET',
      url: new URL(input, 'http://localhost'),
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift() ?? { body: {} };
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'content-type': answer.type ?? 'application/json' },
    });
  }) as typeof globalThis.fetch;
  const client = createApiClient({ token: () => 'staff-token', fetch });
  return { sent, provider: createDataProvider(client, BACKOFFICE_RESOURCES), client };
}

const deposit = {
  id: 7,
  memberId: 2,
  userId: 'demo01',
  nick: '행운의별',
  amount: 300000,
  state: 'waiting',
  status: 'wait',
  staffId: null,
  staffLogin: null,
  memo: '',
  createdAt: '2026-11-23T03:00:00.000Z',
  updatedAt: '2026-11-23T03:00:00.000Z',
  depositorName: '김행운',
};

const notice = {
  id: 3,
  title: '점검 안내',
  contents: '새벽 점검',
  translations: {
    en: { title: '', contents: '' },
    ja: { title: '', contents: '' },
    zh: { title: '', contents: '' },
    vi: { title: '', contents: '' },
  },
  domains: '',
  published: true,
  createdAt: '2026-11-23T03:00:00.000Z',
  updatedAt: '2026-11-23T03:00:00.000Z',
};

describe('data provider: react-admin calls → the contract endpoints', () => {
  it('lists with page, perPage, sort, order and the filters the endpoint knows, with the bearer token', async () => {
    const { sent, provider } = fakeApi({ body: { data: [deposit], total: 31 } });
    const result = await provider.getList('deposits', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { state: 'pending', q: '행운', unknownFilter: 'x' },
    });
    expect(result).toEqual({ data: [deposit], total: 31 });
    const [request] = sent;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/backoffice/api/deposits');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      page: '2',
      perPage: '25',
      sort: 'createdAt',
      order: 'ASC',
      state: 'pending',
      q: '행운',
    });
    expect(request?.headers.authorization).toBe('Bearer staff-token');
  });

  it('drops a sort the endpoint cannot do and filter values it would refuse, rather than failing the list', async () => {
    const { sent, provider } = fakeApi({ body: { data: [], total: 0 } });
    await provider.getList('deposits', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'nick', order: 'DESC' },
      filter: { state: 'lost', memberId: 'abc', q: '' },
    });
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({
      page: '1',
      perPage: '10',
      order: 'DESC',
    });
  });

  it('gives rows by day their day as id (reports, commission)', async () => {
    const day = { day: '2026-11-23', deposits: 1, depositCount: 1, withdrawals: 0, withdrawCount: 0 };
    const row = { ...day, bets: 0, betCount: 0, wins: 0, ggr: 0, newMembers: 0, comp: 0, commission: 0 };
    const { sent, provider } = fakeApi({ body: { data: [row], total: 1 } });
    const result = await provider.getList('reports-daily', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: { from: '2026-11-01', to: '2026-11-23' },
    });
    expect(result.data[0]?.id).toBe('2026-11-23');
    expect(sent[0]?.url.pathname).toBe('/backoffice/api/reports/daily');
    // The report takes a range only: paging and sorting are not sent to it.
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-23' });
  });

  it('reads one record by id, escaping text codes in the path', async () => {
    const item = {
      id: 'sky palace',
      code: 'sky palace',
      providerCode: 'haneul',
      nameKo: '하늘 궁전',
      nameEn: 'Sky Palace',
      imgUrl: '/images/games/sky-palace.svg',
      used: true,
      sort: 0,
      slotProviderCode: 'haneul',
    };
    const { sent, provider } = fakeApi({ body: { data: item } });
    expect((await provider.getOne('slot-games', { id: 'sky palace' })).data).toEqual(item);
    expect(sent[0]?.url.pathname).toBe('/backoffice/api/catalogue/slot-games/sky%20palace');
  });

  it('reads the one settings record from a path without an id', async () => {
    const settings = {
      id: 'site',
      depositMin: 10000,
      depositMax: 10000000,
      withdrawMin: 10000,
      withdrawMax: 5000000,
      compMin: 10000,
      pointMin: 10000,
      popupHideHours: 24,
      helpPageSize: 10,
      withdrawApprovalThreshold: 1000000,
      adjustmentAdminThreshold: 1000000,
      sportMaxPayout: 50000000,
      sportSelectionLiability: 100000000,
      sportEventLiability: 300000000,
      sportMemberLiability: 50000000,
      playLimitCoolingOffHours: 24,
      slotMinSpinMs: 0,
      slotAutoplayAllowed: 1,
      slotTurboAllowed: 1,
      slotCelebrateAtOrBelowStake: 1,
      slotMaxStake: 0,
      operatorDomains: ['haneul.bet'],
    };
    const { sent, provider } = fakeApi({ body: { data: settings } });
    await provider.getOne('settings', { id: 'site' });
    expect(sent[0]?.url.pathname).toBe('/backoffice/api/settings');
  });

  it('updates with the endpoint method and only the fields its body names', async () => {
    const { sent, provider } = fakeApi({ body: { data: notice } });
    await provider.update('notices', { id: 3, data: { ...notice, title: '새 제목' }, previousData: notice });
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url.pathname).toBe('/backoffice/api/notices/3');
    expect(sent[0]?.body).toEqual({
      title: '새 제목',
      contents: '새벽 점검',
      translations: notice.translations,
      domains: '',
      published: true,
    });
  });

  it('sets a member level with PATCH and the level alone', async () => {
    const { sent, provider } = fakeApi({ status: 403, body: { status: 'forbidden' } });
    await expect(
      provider.update('members', { id: 2, data: { level: 3, userId: 'demo01' }, previousData: { id: 2 } }),
    ).rejects.toThrow();
    expect(sent[0]?.method).toBe('PATCH');
    expect(sent[0]?.body).toEqual({ level: 3 });
  });

  it('creates with POST and deletes with DELETE and no body', async () => {
    const { sent, provider } = fakeApi({ body: { data: notice } }, { body: { data: notice } });
    await provider.create('notices', {
      data: { title: '점검 안내', contents: '새벽 점검', domains: '', published: true },
    });
    await provider.delete('notices', { id: 3, previousData: notice });
    expect(sent.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'POST /backoffice/api/notices',
      'DELETE /backoffice/api/notices/3',
    ]);
    expect(sent[1]?.body).toBeUndefined();
  });

  it('asks a reference list with its target as a filter (a member’s money history)', async () => {
    const { sent, provider } = fakeApi({ body: { data: [], total: 0 } });
    await provider.getManyReference('money', {
      target: 'memberId',
      id: 2,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(sent[0]?.url.pathname).toBe('/backoffice/api/money');
    expect(sent[0]?.url.searchParams.get('memberId')).toBe('2');
  });

  it('refuses an operation the API does not offer for a resource', async () => {
    const { provider } = fakeApi();
    await expect(provider.delete('slot-games', { id: 'x', previousData: { id: 'x' } })).rejects.toThrow(
      'no delete endpoint for resource slot-games',
    );
  });
});

describe('data provider: the API’s own verbs', () => {
  it('posts an action with its path parameter and body', async () => {
    const { sent, provider } = fakeApi({
      body: { data: { ...deposit, state: 'completed', status: 'already' } },
    });
    // A whole record with a stray field, as a screen may hold it: only `memo` is sent.
    const record = { memo: '확인', extra: 1 };
    const answer = await provider.call('deposits.complete', { params: { id: 7 }, body: record });
    expect(answer.data.state).toBe('completed');
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe('/backoffice/api/deposits/7/complete');
    expect(sent[0]?.body).toEqual({ memo: '확인' });
  });

  it('sends an empty body to actions that take none', async () => {
    const { sent, provider } = fakeApi({ body: { data: { temporaryPassword: 'Tmp-1234abcd' } } });
    await provider.call('members.resetPassword', { params: { id: 2 } });
    expect(sent[0]?.url.pathname).toBe('/backoffice/api/members/2/reset-password');
    expect(sent[0]?.body).toEqual({});
  });

  it('downloads a CSV report as a blob', async () => {
    const { sent, provider } = fakeApi({ body: '\ufeffday,deposits\n2026-11-23,1\n', type: 'text/csv' });
    const blob = await provider.download('reports.dailyCsv', { query: { from: '2026-11-01' } });
    expect(await blob.text()).toContain('day,deposits');
    expect(sent[0]?.url.pathname).toBe('/backoffice/api/reports/daily.csv');
    expect(sent[0]?.url.searchParams.get('from')).toBe('2026-11-01');
  });

  it('maps the agent page’s resources onto /agent/api', async () => {
    const client = createApiClient({
      token: () => 'agent-token',
      fetch: fakeFetchOk({ data: { id: 4, code: 'SKY7', primary: false, createdAt: null } }),
    });
    const provider = createDataProvider(client, AGENT_RESOURCES);
    const { data } = await provider.create('codes', { data: { code: 'SKY7' } });
    expect(data).toMatchObject({ id: 4, code: 'SKY7' });
  });
});

describe('data provider: failures become react-admin HttpErrors', () => {
  it('carries the API status as a translation key and the HTTP status for checkError', async () => {
    const { provider } = fakeApi({ status: 409, body: { status: 'already', data: deposit } });
    const error = await provider
      .call('deposits.take', { params: { id: 7 } })
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 409, message: 'app.errors.already', body: { status: 'already' } });
  });

  it('puts field reasons where react-admin forms show them', async () => {
    const { provider } = fakeApi({
      status: 400,
      body: { status: 'invalid', errors: [{ field: 'titleColor', reason: 'color_format' }] },
    });
    const error = await provider
      .create('popups', { data: { title: 'x' } })
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({
      status: 400,
      message: 'app.errors.invalid',
      body: { errors: { titleColor: 'app.reasons.color_format' } },
    });
  });

  it('names a 401 without a body as auth, so the session ends', async () => {
    const { provider } = fakeApi({ status: 401, body: '' });
    const error = await provider.getOne('members', { id: 1 }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 401, message: 'app.errors.auth' });
  });

  it('refuses an answer that does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { provider } = fakeApi({ body: { data: [{ id: 'not-a-number' }], total: 1 } });
    await expect(
      provider.getList('deposits', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow('app.errors.contract');
  });
});

const sportResult = {
  id: 5,
  eventId: 9,
  sport: 'soccer',
  homeKo: '울산',
  homeEn: 'Ulsan',
  awayKo: '전북',
  awayEn: 'Jeonbuk',
  startsAt: '2026-11-23T10:00:00.000Z',
  cancelled: false,
  home: 2,
  away: 1,
  state: 'approved',
  source: 'staff',
  enteredBy: 3,
  enteredByLogin: 'operator',
  decidedBy: 4,
  decidedByLogin: 'admin',
  note: '',
  createdAt: '2026-11-23T12:00:00.000Z',
  decidedAt: '2026-11-23T12:05:00.000Z',
};

describe('data provider: the sportsbook’s resources', () => {
  it('lists events with the sportsbook’s filters and reads the caps as one record', async () => {
    const caps = { id: 'caps', maxPayout: 1, selectionLiability: 2, eventLiability: 3, memberLiability: 4 };
    const { sent, provider } = fakeApi({ body: { data: [], total: 0 } }, { body: { data: caps } });
    await provider.getList('sport-events', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'startsAt', order: 'ASC' },
      filter: { q: '울산', state: 'in_play', competitionId: 4, from: '2026-11-23', feed: 'x' },
    });
    expect(sent[0]?.url.pathname).toBe('/backoffice/api/sport/events');
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({
      page: '1',
      perPage: '50',
      sort: 'startsAt',
      order: 'ASC',
      q: '울산',
      state: 'in_play',
      competitionId: '4',
      from: '2026-11-23',
    });
    expect((await provider.getOne('sport-caps', { id: 'caps' })).data).toEqual(caps);
    expect(sent[1]?.url.pathname).toBe('/backoffice/api/sport/caps');
  });

  it('flips a same-event pair with its escaped id and the flag alone', async () => {
    const pair = { id: '1x2:over_under', first: '1x2', second: 'over_under', allowed: true };
    const { sent, provider } = fakeApi({ body: { data: pair } });
    await provider.update('sport-pairs', {
      id: pair.id,
      data: pair,
      previousData: { ...pair, allowed: false },
    });
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url.pathname).toBe('/backoffice/api/sport/same-event-pairs/1x2%3Aover_under');
    expect(sent[0]?.body).toEqual({ allowed: true });
  });

  it('approves a result by its path and reads how many bets settled', async () => {
    const { sent, provider } = fakeApi({ body: { data: sportResult, settled: 2 } });
    const answer = await provider.call('sportResults.approve', { params: { id: 5 } });
    expect(answer.settled).toBe(2);
    expect(`${sent[0]?.method} ${sent[0]?.url.pathname}`).toBe(
      'POST /backoffice/api/sport/results/5/approve',
    );
  });

  it('sends a market’s prices as decimal odds under their keys', async () => {
    const market = {
      id: 7,
      eventId: 9,
      type: '1x2',
      line: null,
      state: 'open',
      minStake: 1000,
      maxStake: 100000,
      sort: 0,
      selections: [{ id: 1, key: 'home', price: 2.05, liability: 0, history: [] }],
    };
    const { sent, provider } = fakeApi({ body: { data: market } });
    await provider.call('sportMarkets.prices', {
      params: { id: 7 },
      body: { selections: [{ key: 'home', price: 2.05 }] },
    });
    expect(sent[0]?.url.pathname).toBe('/backoffice/api/sport/markets/7/prices');
    expect(sent[0]?.body).toEqual({ selections: [{ key: 'home', price: 2.05 }] });
  });
});

function fakeFetchOk(body: unknown): typeof globalThis.fetch {
  return (async () => new Response(JSON.stringify(body), { status: 200 })) as typeof globalThis.fetch;
}
