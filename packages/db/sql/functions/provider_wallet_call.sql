-- A wallet money call (bet, win, rollback) from its token to its answer in one statement:
-- - No session of this provider for the token: INVALID_TOKEN, nothing recorded.
-- - A bet needs a live session (an expired one may only replay); wins and rollbacks settle with an
--   expired one, as a round must settle after the window closed.
-- - A bet or win for another game than the session's: INVALID_REQUEST.
-- - A win must name a round of this provider, member and game holding an accepted bet that was not
--   rolled back, and the round's wins, this one included, may not pass the game's declared maximum
--   multiplier times the round's stakes: INVALID_REQUEST otherwise. A bet on a game that declares
--   no maximum: GAME_DISABLED, since no win of it could be checked.
-- - A bet on a game or provider switched off (or under maintenance): GAME_DISABLED; by a suspended
--   or self-excluded member: PLAYER_BLOCKED. Wins and rollbacks are paid whatever the standing.
-- - A bet that would break the member's loss or wager limit, or one at their session-time limit:
--   LIMIT_REACHED (play_limit_reached), decided under the cash lock like the balance. A member with
--   such a limit has every stake and win counted (play_usage_add); one without costs nothing more.
-- - A member without a cash account gets one, exactly as the ledger's account lookup would make it.
-- A bet or win locks the member's cash account first, so one member's calls take turns and each
-- decides against the balance it moves, then writes its claim on (provider, transaction id) once,
-- with its answer. Every decided answer, refusals included, is recorded under the id; `decided` is
-- true when this call recorded it (not a replay), so the caller knows whether to settle the round.
-- The member, level and game type come back with the answer, so that a win ending its round can
-- settle comp and commission in the same transaction without looking the session up again.
CREATE OR REPLACE FUNCTION provider_wallet_call(
  p_kind text,
  p_provider_code text,
  p_token_hash text,
  p_transaction_id text,
  p_round_id text,
  p_game_code text,
  p_amount bigint,
  p_reference_transaction_id text,
  p_request_hash text,
  p_house_account_id bigint,
  p_created_at timestamptz
) RETURNS TABLE (answer_status text, answer_balance bigint, answer_reference text, decided boolean,
  member_id bigint, member_level integer, game_type text)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_session record;
  v_cash bigint;
  v_game_used boolean;
  v_game_type text;
  v_refusal text;
  v_live boolean;
  v_balance bigint;
  v_answer record;
  v_status text;
  v_delta bigint := 0;
  v_id bigint;
  v_entry bigint;
  v_stakes bigint;
  v_won bigint;
BEGIN
  SELECT * INTO v_session FROM provider_call_sessions(ARRAY[p_token_hash], ARRAY[p_provider_code]);
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'INVALID_TOKEN'::text, 0::bigint, NULL::text, false, NULL::bigint, NULL::integer,
      NULL::text;
    RETURN;
  END IF;

  v_cash := v_session.cash_account_id;
  IF v_cash IS NULL THEN
    INSERT INTO ledger_accounts (member_id, kind, provider_code)
    VALUES (v_session.member_id, 'cash', '')
    ON CONFLICT ON CONSTRAINT ledger_accounts_owner_kind DO NOTHING;
    SELECT a.id INTO v_cash FROM ledger_accounts a
     WHERE a.member_id = v_session.member_id AND a.kind = 'cash' AND a.provider_code = '';
  END IF;

  -- Casino games first, as open-game resolves a code.
  v_game_type := CASE WHEN v_session.casino_used IS NOT NULL THEN 'casino'
                      WHEN v_session.slot_used IS NOT NULL THEN 'slot' END;
  v_game_used := coalesce(v_session.casino_used,
                          v_session.slot_used IS TRUE AND v_session.slot_provider_used IS TRUE);
  IF p_kind <> 'rollback' AND p_game_code <> v_session.game_code THEN
    v_refusal := 'INVALID_REQUEST';
  ELSIF p_kind = 'bet' AND (NOT v_game_used OR v_session.maintenance OR v_session.max_win IS NULL) THEN
    v_refusal := 'GAME_DISABLED';
  ELSIF p_kind = 'bet' AND (v_session.state <> 'active'
                            OR coalesce(v_session.excluded_until > p_created_at, false)) THEN
    v_refusal := 'PLAYER_BLOCKED';
  END IF;
  v_live := p_kind <> 'bet' OR v_session.expires_at > p_created_at;

  IF v_live THEN
    -- One member's money calls take turns from here: each decides against the balance it moves,
    -- and a concurrent copy of this call waits here, then finds the id held.
    SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = v_cash FOR UPDATE;

    IF p_kind = 'rollback' THEN
      SELECT * INTO v_answer FROM provider_rollback(p_provider_code, p_transaction_id,
        p_reference_transaction_id, p_round_id, v_session.member_id, v_cash, p_house_account_id, v_balance,
        p_request_hash, p_created_at);
      IF FOUND THEN
        RETURN QUERY SELECT v_answer.answer_status, v_answer.answer_balance, v_answer.answer_reference, true,
          v_session.member_id, v_session.level, v_game_type;
        RETURN;
      END IF;
    ELSE
      IF v_refusal IS NULL AND p_kind = 'win' THEN
        -- After the lock: every earlier call of this member has committed, its wins included.
        SELECT coalesce(sum(t.amount) FILTER (WHERE t.kind = 'bet'), 0),
               coalesce(sum(t.amount) FILTER (WHERE t.kind = 'win'), 0)
          INTO v_stakes, v_won
          FROM provider_transactions t
         WHERE t.provider_code = p_provider_code AND t.member_id = v_session.member_id
           AND t.round_id = p_round_id AND t.game_code = p_game_code AND t.status = 'OK'
           AND (t.kind = 'win' OR (t.kind = 'bet' AND t.entry_id IS NOT NULL AND t.rolled_back_at IS NULL));
        IF v_stakes = 0 OR v_session.max_win IS NULL
           OR (v_won + p_amount)::numeric > v_session.max_win * v_stakes THEN
          v_refusal := 'INVALID_REQUEST';
        END IF;
      END IF;
      IF v_refusal IS NOT NULL THEN
        v_status := v_refusal;
      ELSIF p_kind = 'bet' AND v_balance < p_amount THEN
        v_status := 'INSUFFICIENT_FUNDS';
      ELSIF p_kind = 'bet' AND v_session.has_play_limits
            AND play_limit_reached(v_session.member_id, p_amount, p_created_at) THEN
        v_status := 'LIMIT_REACHED';
      ELSE
        v_status := 'OK';
        v_delta := CASE WHEN p_kind = 'bet' THEN -p_amount ELSE p_amount END;
      END IF;
      v_id := nextval('provider_transactions_id_seq');
      IF v_delta <> 0 THEN
        v_entry := nextval('journal_entries_id_seq');
      END IF;
      INSERT INTO provider_transactions AS t (id, provider_code, transaction_id, kind, member_id, round_id,
        game_code, amount, request_hash, status, answer, entry_id, created_at)
      OVERRIDING SYSTEM VALUE
      VALUES (v_id, p_provider_code, p_transaction_id, p_kind, v_session.member_id, p_round_id, p_game_code,
        p_amount, p_request_hash, v_status,
        jsonb_build_object('status', v_status, 'balance', v_balance + v_delta, 'transactionId', v_id::text),
        v_entry, p_created_at)
      ON CONFLICT (provider_code, transaction_id) DO NOTHING
      RETURNING t.id INTO v_id;
      IF v_id IS NOT NULL THEN
        IF v_delta <> 0 THEN
          PERFORM provider_ledger_entry(v_entry, p_kind, v_session.member_id,
            'provider:' || p_provider_code || ':' || p_transaction_id,
            p_provider_code || ' ' || p_game_code || ' ' || p_round_id, p_created_at,
            v_cash, p_house_account_id, v_delta);
          IF v_session.has_play_limits THEN
            PERFORM play_usage_add(v_session.member_id, p_created_at,
              CASE WHEN p_kind = 'bet' THEN p_amount ELSE 0 END,
              CASE WHEN p_kind = 'win' THEN p_amount ELSE 0 END, 0);
          END IF;
        END IF;
        RETURN QUERY SELECT v_status, v_balance + v_delta, v_id::text, true, v_session.member_id,
          v_session.level, v_game_type;
        RETURN;
      END IF;
    END IF;
  END IF;

  RETURN QUERY SELECT r.answer_status, r.answer_balance, r.answer_reference, false, v_session.member_id,
    v_session.level, v_game_type
    FROM provider_replay(p_kind, p_provider_code, p_transaction_id, v_session.member_id, v_cash, p_amount,
      p_game_code, p_request_hash, v_live) r;
END;
$$;
