'use client';

import { ODDS_CHANGE_POLICIES, type OddsChangePolicy } from '@haneul/sportsbook';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer, useState } from 'react';
import { callApi } from '../../../lib/call-api';
import { useSlipEvents } from '../sport-queries';
import { newRequestId } from './request-id';
import { seenLegs } from './slip-leg';
import { EMPTY_SLIP, type SlipAction, type SlipLeg, slipReducer, type SlipState } from './slip-state';
import { requestIdFor, slipTickets, ticketBody } from './slip-tickets';
import { useBetMoney } from './use-bet-money';
import { useDecisions } from './use-decisions';

/** Where the member's odds-change policy is remembered between visits. */
const POLICY_KEY = 'haneul.sport.oddsChange';

const isPolicy = (value: string | null): value is OddsChangePolicy =>
  (ODDS_CHANGE_POLICIES as readonly (string | null)[]).includes(value);

export interface Slip {
  state: SlipState;
  dispatch: (action: SlipAction) => void;
  isPicked: (selectionId: number) => boolean;
  toggle: (leg: SlipLeg) => void;
  setPolicy: (policy: OddsChangePolicy) => void;
  /** Sends every bet of the slip in turn; resolves when each is answered. */
  place: () => Promise<void>;
  placing: boolean;
}

const SlipContext = createContext<Slip | null>(null);

/**
 * The bet slip of the sportsbook's pages: it lives in their layout, so it stays as the member moves
 * between the list, an event and my bets. It keeps its selections' prices current from their
 * events, sends each bet with a request id of its own, and follows in-play bets through their delay.
 */
export function SlipProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(slipReducer, EMPTY_SLIP);
  const [placing, setPlacing] = useState(false);
  const money = useBetMoney();

  useEffect(() => {
    const saved = window.localStorage.getItem(POLICY_KEY);
    if (isPolicy(saved)) dispatch({ type: 'policy', policy: saved });
  }, []);

  const eventIds = useMemo(() => [...new Set(state.legs.map((leg) => leg.eventId))], [state.legs]);
  const events = useSlipEvents(eventIds);
  useEffect(() => {
    if (events.length > 0) dispatch({ type: 'seen', selections: seenLegs(state.legs, events) });
  }, [events, state.legs]);

  useDecisions(state.receipts, (bet) => {
    dispatch({ type: 'decided', bet });
    money.moved();
  });

  const slip = useMemo<Slip>(() => {
    const picked = new Set(state.legs.map((leg) => leg.selectionId));
    return {
      state,
      dispatch,
      isPicked: (selectionId) => picked.has(selectionId),
      toggle: (leg) => dispatch({ type: 'toggle', leg }),
      setPolicy: (policy) => {
        window.localStorage.setItem(POLICY_KEY, policy);
        dispatch({ type: 'policy', policy });
      },
      place: async () => {
        setPlacing(true);
        try {
          for (const ticket of slipTickets(state)) {
            const { requestId, fingerprint } = requestIdFor(state, ticket, newRequestId);
            dispatch({ type: 'sending', key: ticket.key, requestId, fingerprint });
            const answer = await callApi('place-sport-bet', { requestId, ...ticketBody(state, ticket) });
            dispatch({ type: 'answered', key: ticket.key, answer });
            if (answer.status === 'success') money.placed(answer.bet);
          }
        } finally {
          setPlacing(false);
        }
      },
      placing,
    };
  }, [state, placing, money]);

  return <SlipContext.Provider value={slip}>{children}</SlipContext.Provider>;
}

export function useSlip(): Slip {
  const slip = useContext(SlipContext);
  if (!slip) throw new Error('useSlip needs a SlipProvider');
  return slip;
}
