import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../lib/api-client';
import { agentSessionStore, arriveWithCode } from './agent-session';

const answer = {
  status: 'success' as const,
  token: 'agent-token',
  expiresAt: '2026-11-23T11:00:00.000Z',
  agent: { id: 1, userId: 'agent01', nick: '하늘파트너', agentCode: 'HANEUL' },
};

function arrive(href: string, call: ApiClient['call'], order: string[] = []) {
  const replaced: string[] = [];
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, url: string) => {
      replaced.push(url);
      order.push(`replaced ${url}`);
    },
  };
  const client = { call, download: vi.fn() } as unknown as ApiClient;
  const written = vi.spyOn(agentSessionStore, 'write').mockImplementation(() => undefined);
  const cleared = vi.spyOn(agentSessionStore, 'clear').mockImplementation(() => undefined);
  const result = arriveWithCode(client, new URL(href) as unknown as Location, history as unknown as History);
  return { result, replaced, written, cleared };
}

describe('arriving on the agent page', () => {
  it('drops the one-time code from the address before trading it for a session', async () => {
    const order: string[] = [];
    const call = vi.fn(async () => {
      order.push('exchange');
      return answer;
    }) as unknown as ApiClient['call'];
    const { result, written } = arrive(
      'http://localhost/agent/?code=abcdefghijklmnop&x=1#/members',
      call,
      order,
    );
    expect(await result).toBe('exchanged');
    expect(order).toEqual(['replaced /agent/?x=1#/members', 'exchange']);
    expect(call).toHaveBeenCalledWith('agent.exchange', { body: { code: 'abcdefghijklmnop' } });
    expect(written).toHaveBeenCalledWith({
      token: 'agent-token',
      expiresAt: answer.expiresAt,
      agent: answer.agent,
    });
  });

  it('reports a used or expired code, and keeps no session', async () => {
    const call = vi.fn(async () =>
      Promise.reject(new Error('app.errors.auth')),
    ) as unknown as ApiClient['call'];
    const { result, cleared } = arrive('http://localhost/agent/?code=used-code-used-code', call);
    expect(await result).toBe('refused');
    expect(cleared).toHaveBeenCalled();
  });

  it('does nothing without a code', async () => {
    const call = vi.fn() as unknown as ApiClient['call'];
    const { result, replaced } = arrive('http://localhost/agent/#/bets', call);
    expect(await result).toBe('none');
    expect(replaced).toEqual([]);
    expect(call).not.toHaveBeenCalled();
  });
});
