'use client';

import type { TSportEvent } from '@haneul/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api';

/**
 * The sportsbook's query keys, each named for the call that reads it. The site has no live stream:
 * prices and scores in play are fetched again every few seconds, the rest less often.
 */
const SPORT_EVENTS_KEY = ['get-sport-events'] as const;
const sportEventKey = (eventId: number) => ['get-sport-event', eventId] as const;
export const SPORT_BETS_KEY = ['get-sport-bets'] as const;

const IN_PLAY_REFRESH_MS = 4_000;
const UPCOMING_REFRESH_MS = 30_000;

type EventList = 'inPlay' | 'upcoming';

async function loadEvents(list: EventList): Promise<TSportEvent[]> {
  const answer = await callApi('get-sport-events', { inPlay: list === 'inPlay' });
  if (answer.status !== 'success') throw new Error(answer.status);
  return answer.events;
}

async function loadEvent(eventId: number): Promise<TSportEvent> {
  const answer = await callApi('get-sport-event', { eventId });
  if (answer.status !== 'success') throw new Error(answer.status);
  return answer.event;
}

/** What the server rendered the page with, and when: the first data, fresh as of then. */
export interface Rendered<T> {
  data: T | null;
  at: number;
}

/** The events in play or still to start, of every sport (the page filters them), kept fresh. */
export function useSportEvents(list: EventList, rendered: Rendered<TSportEvent[]>) {
  return useQuery({
    queryKey: [...SPORT_EVENTS_KEY, list],
    queryFn: () => loadEvents(list),
    initialData: rendered.data ?? undefined,
    initialDataUpdatedAt: rendered.at,
    staleTime: 0,
    refetchInterval: list === 'inPlay' ? IN_PLAY_REFRESH_MS : UPCOMING_REFRESH_MS,
  });
}

const eventRefresh = (event: TSportEvent | undefined) =>
  event?.state === 'in_play' ? IN_PLAY_REFRESH_MS : UPCOMING_REFRESH_MS;

/** One event with every market, refreshed as often as its state calls for. */
export function useSportEvent(eventId: number, rendered: Rendered<TSportEvent>) {
  return useQuery({
    queryKey: sportEventKey(eventId),
    queryFn: () => loadEvent(eventId),
    initialData: rendered.data ?? undefined,
    initialDataUpdatedAt: rendered.at,
    staleTime: 0,
    refetchInterval: (query) => eventRefresh(query.state.data),
  });
}

/** The events of the slip's selections, kept fresh so the slip shows their prices as they move. */
export function useSlipEvents(eventIds: readonly number[]): TSportEvent[] {
  return useQueries({
    queries: eventIds.map((eventId) => ({
      queryKey: sportEventKey(eventId),
      queryFn: () => loadEvent(eventId),
      staleTime: 0,
      refetchInterval: (query: { state: { data: TSportEvent | undefined } }) =>
        eventRefresh(query.state.data),
    })),
    combine: (results) => results.flatMap((result) => (result.data ? [result.data] : [])),
  });
}
