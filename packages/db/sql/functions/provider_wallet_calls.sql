-- Group commit: a batch of wallet money calls in one statement, so in one round trip and one commit.
-- Each call is decided exactly as provider_wallet_call decides it alone (its own idempotency, its own
-- answer, its own refusal: a bet the member cannot cover refuses that bet only), in the order given,
-- and comes back under its 1-based position in the arrays.
--
-- The batch is decided set by set rather than call by call, since per-statement work (planning
-- state, executor start-up, constraint and trigger set-up) cost more than the bets themselves:
-- - One lookup resolves every token's session (provider_call_sessions).
-- - Every member cash account the batch names is locked, in account id order: two batches in flight
--   that share members then wait for each other instead of deadlocking (a single call locks one
--   member's account, so it orders with them too). House accounts are never locked (their balance
--   is the sum of their postings).
-- - After the lock, one read finds the ids already claimed and one the rounds' stakes and wins so
--   far, for the wins.
-- - Bets and wins on new ids are then decided in memory, against each member's running balance, and
--   written together: one insert of their journal entries, one of their postings (so the posting
--   trigger runs once and moves each balance once), one of their claims with their answers.
-- - A call that needs more is played by provider_wallet_call itself, in its place, after what the
--   batch decided before it is written: rollbacks, replays (an id already claimed, or claimed
--   earlier in the batch), bets on an expired session, members with play limits or without a cash
--   account yet, and a win whose round an earlier call of the batch touched. What such a call
--   changes is not in what the batch read, so every later call of its member, and every later call
--   on an id it marked (a rollback of a bet not seen yet claims the bet's id), is played alone too.
-- A call that raises aborts the batch (a claim taken meanwhile by another member's call is one):
-- the caller reruns its calls one by one, so that only the faulty call fails.
CREATE OR REPLACE FUNCTION provider_wallet_calls(
  p_kinds text[],
  p_provider_codes text[],
  p_token_hashes text[],
  p_transaction_ids text[],
  p_round_ids text[],
  p_game_codes text[],
  p_amounts bigint[],
  p_reference_transaction_ids text[],
  p_request_hashes text[],
  p_house_account_ids bigint[],
  p_created_at timestamptz[]
) RETURNS TABLE (call_index integer, answer_status text, answer_balance bigint, answer_reference text,
  decided boolean, member_id bigint, member_level integer, game_type text)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_count integer := coalesce(array_length(p_kinds, 1), 0);
  -- Each call's session (a null member: no session of the provider for the token).
  s_member bigint[];
  s_game text[];
  s_expires timestamptz[];
  s_state text[];
  s_excluded timestamptz[];
  s_level integer[];
  s_limits boolean[];
  s_cash bigint[];
  s_maintenance boolean[];
  s_casino boolean[];
  s_slot boolean[];
  s_slot_provider boolean[];
  s_max_win numeric[];
  -- The locked cash accounts and their running balances.
  v_accounts bigint[];
  v_balances bigint[];
  -- Per call, read after the lock: its id is claimed already, an earlier call of the batch has the
  -- same id, an earlier call of the batch touched its round, its round's stakes and wins so far.
  v_held boolean[];
  v_repeated boolean[];
  v_round_touched boolean[];
  v_stakes bigint[];
  v_won bigint[];
  -- The answers, by call.
  a_status text[] := array_fill(NULL::text, ARRAY[v_count]);
  a_balance bigint[] := array_fill(NULL::bigint, ARRAY[v_count]);
  a_reference text[] := array_fill(NULL::text, ARRAY[v_count]);
  a_decided boolean[] := array_fill(NULL::boolean, ARRAY[v_count]);
  a_game_type text[] := array_fill(NULL::text, ARRAY[v_count]);
  -- Decided in memory and not yet written: the call, its status, the balance it answers, the cash
  -- delta it posts (0: a refusal, recorded without an entry).
  w_call integer[] := '{}';
  w_status text[] := '{}';
  w_balance bigint[] := '{}';
  w_delta bigint[] := '{}';
  w_claim bigint[];
  w_entry bigint[];
  -- Left to provider_wallet_call: the members it played for, the ids its rollbacks named.
  v_alone_members bigint[] := '{}';
  v_marked_providers text[] := '{}';
  v_marked_ids text[] := '{}';
  v_answer record;
  v_position integer;
  v_alone boolean;
  v_refusal text;
  v_status text;
  v_delta bigint;
  v_game_used boolean;
BEGIN
  -- Plain aggregates over rows already in call order: one sort rather than one per column.
  SELECT array_agg(c.member_id), array_agg(c.game_code), array_agg(c.expires_at), array_agg(c.state),
         array_agg(c.excluded_until), array_agg(c.level), array_agg(c.has_play_limits),
         array_agg(c.cash_account_id), array_agg(c.maintenance), array_agg(c.casino_used),
         array_agg(c.slot_used), array_agg(c.slot_provider_used), array_agg(c.max_win)
    INTO s_member, s_game, s_expires, s_state, s_excluded, s_level, s_limits, s_cash, s_maintenance,
         s_casino, s_slot, s_slot_provider, s_max_win
    FROM (SELECT s.* FROM generate_series(1, v_count) AS n(i)
            LEFT JOIN provider_call_sessions(p_token_hashes, p_provider_codes) s ON s.call_index = n.i
           ORDER BY n.i) c;

  SELECT coalesce(array_agg(l.id ORDER BY l.id), '{}'), coalesce(array_agg(l.balance ORDER BY l.id), '{}')
    INTO v_accounts, v_balances
    FROM (SELECT a.id, a.balance FROM ledger_accounts a
           WHERE a.id IN (SELECT unnest(s_cash))
           ORDER BY a.id
             FOR UPDATE OF a) l;

  SELECT array_agg(h.held), array_agg(h.repeated), array_agg(h.round_touched), array_agg(h.stakes),
         array_agg(h.won)
    INTO v_held, v_repeated, v_round_touched, v_stakes, v_won
    FROM (
      SELECT t.id IS NOT NULL AS held, c.repeated, c.round_touched, r.stakes, r.won
        FROM (SELECT u.i, u.kind, u.provider_code, u.transaction_id, u.member_id, u.round_id, u.game_code,
                     row_number() OVER (PARTITION BY u.provider_code, u.transaction_id ORDER BY u.i) > 1
                       AS repeated,
                     row_number() OVER (PARTITION BY u.provider_code, u.member_id, u.round_id ORDER BY u.i) > 1
                       AS round_touched
                FROM unnest(p_kinds, p_provider_codes, p_transaction_ids, s_member, p_round_ids, p_game_codes)
                     WITH ORDINALITY AS u(kind, provider_code, transaction_id, member_id, round_id, game_code, i)) c
        LEFT JOIN provider_transactions t ON t.provider_code = c.provider_code AND t.transaction_id = c.transaction_id
        LEFT JOIN LATERAL (
          -- As provider_wallet_call reads a win's round: every earlier call of its member has committed.
          SELECT coalesce(sum(b.amount) FILTER (WHERE b.kind = 'bet'), 0) AS stakes,
                 coalesce(sum(b.amount) FILTER (WHERE b.kind = 'win'), 0) AS won
            FROM provider_transactions b
           WHERE c.kind = 'win' AND b.provider_code = c.provider_code AND b.member_id = c.member_id
             AND b.round_id = c.round_id AND b.game_code = c.game_code AND b.status = 'OK'
             AND (b.kind = 'win' OR (b.kind = 'bet' AND b.entry_id IS NOT NULL AND b.rolled_back_at IS NULL))
        ) r ON true
       ORDER BY c.i) h;

  -- One pass past the end: what is pending is written before any call played alone, and at the end.
  FOR i IN 1 .. v_count + 1 LOOP
    IF i <= v_count AND s_member[i] IS NULL THEN
      a_status[i] := 'INVALID_TOKEN';
      a_balance[i] := 0;
      a_decided[i] := false;
      CONTINUE;
    END IF;
    IF i <= v_count THEN
      v_position := array_position(v_accounts, s_cash[i]);
      v_alone := p_kinds[i] NOT IN ('bet', 'win') OR v_position IS NULL OR s_limits[i] OR v_held[i]
                 OR v_repeated[i] OR (p_kinds[i] = 'win' AND v_round_touched[i])
                 OR (p_kinds[i] = 'bet' AND s_expires[i] <= p_created_at[i])
                 OR s_member[i] = ANY (v_alone_members);
      IF NOT v_alone AND cardinality(v_marked_ids) > 0 THEN
        v_alone := EXISTS (SELECT 1 FROM unnest(v_marked_providers, v_marked_ids) AS m(provider_code, id)
                            WHERE m.provider_code = p_provider_codes[i] AND m.id = p_transaction_ids[i]);
      END IF;
      IF NOT v_alone THEN
        a_game_type[i] := CASE WHEN s_casino[i] IS NOT NULL THEN 'casino' WHEN s_slot[i] IS NOT NULL THEN 'slot' END;
        v_game_used := coalesce(s_casino[i], s_slot[i] IS TRUE AND s_slot_provider[i] IS TRUE);
        v_refusal := NULL;
        IF p_game_codes[i] <> s_game[i] THEN
          v_refusal := 'INVALID_REQUEST';
        ELSIF p_kinds[i] = 'bet' AND (NOT v_game_used OR s_maintenance[i] OR s_max_win[i] IS NULL) THEN
          v_refusal := 'GAME_DISABLED';
        ELSIF p_kinds[i] = 'bet' AND (s_state[i] <> 'active' OR coalesce(s_excluded[i] > p_created_at[i], false)) THEN
          v_refusal := 'PLAYER_BLOCKED';
        ELSIF p_kinds[i] = 'win' AND (v_stakes[i] = 0 OR s_max_win[i] IS NULL
                                      OR (v_won[i] + p_amounts[i])::numeric > s_max_win[i] * v_stakes[i]) THEN
          v_refusal := 'INVALID_REQUEST';
        END IF;
        v_delta := 0;
        IF v_refusal IS NOT NULL THEN
          v_status := v_refusal;
        ELSIF p_kinds[i] = 'bet' AND v_balances[v_position] < p_amounts[i] THEN
          v_status := 'INSUFFICIENT_FUNDS';
        ELSE
          v_status := 'OK';
          v_delta := CASE WHEN p_kinds[i] = 'bet' THEN -p_amounts[i] ELSE p_amounts[i] END;
        END IF;
        v_balances[v_position] := v_balances[v_position] + v_delta;
        w_call := w_call || i;
        w_status := w_status || v_status;
        w_balance := w_balance || v_balances[v_position];
        w_delta := w_delta || v_delta;
        CONTINUE;
      END IF;
    END IF;

    IF cardinality(w_call) > 0 THEN
      SELECT array_agg(nextval('provider_transactions_id_seq') ORDER BY w.n),
             array_agg(CASE WHEN w.delta <> 0 THEN nextval('journal_entries_id_seq') END ORDER BY w.n)
        INTO w_claim, w_entry
        FROM unnest(w_delta) WITH ORDINALITY AS w(delta, n);
      INSERT INTO journal_entries (id, kind, member_id, idempotency_key, memo, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT w.entry, p_kinds[w.k], s_member[w.k],
             'provider:' || p_provider_codes[w.k] || ':' || p_transaction_ids[w.k],
             p_provider_codes[w.k] || ' ' || p_game_codes[w.k] || ' ' || p_round_ids[w.k],
             p_created_at[w.k]
        FROM unnest(w_call, w_entry) AS w(k, entry)
       WHERE w.entry IS NOT NULL;
      INSERT INTO ledger_postings (entry_id, account_id, amount)
      SELECT w.entry, p.account_id, p.amount
        FROM unnest(w_call, w_entry, w_delta) AS w(k, entry, delta)
       CROSS JOIN LATERAL (VALUES (s_cash[w.k], w.delta), (p_house_account_ids[w.k], -w.delta))
             AS p(account_id, amount)
       WHERE w.entry IS NOT NULL;
      -- A plain insert: an id claimed since the read above (by another member's call) raises, and the
      -- batch is rerun call by call.
      INSERT INTO provider_transactions (id, provider_code, transaction_id, kind, member_id, round_id,
        game_code, amount, request_hash, status, answer, entry_id, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT w.claim, p_provider_codes[w.k], p_transaction_ids[w.k], p_kinds[w.k], s_member[w.k],
             p_round_ids[w.k], p_game_codes[w.k], p_amounts[w.k], p_request_hashes[w.k], w.status,
             jsonb_build_object('status', w.status, 'balance', w.balance, 'transactionId', w.claim::text),
             w.entry, p_created_at[w.k]
        FROM unnest(w_call, w_claim, w_entry, w_status, w_balance) AS w(k, claim, entry, status, balance);
      FOR n IN 1 .. cardinality(w_call) LOOP
        a_status[w_call[n]] := w_status[n];
        a_balance[w_call[n]] := w_balance[n];
        a_reference[w_call[n]] := w_claim[n]::text;
        a_decided[w_call[n]] := true;
      END LOOP;
      w_call := '{}';
      w_status := '{}';
      w_balance := '{}';
      w_delta := '{}';
    END IF;
    EXIT WHEN i > v_count;

    SELECT * INTO v_answer
      FROM provider_wallet_call(p_kinds[i], p_provider_codes[i], p_token_hashes[i], p_transaction_ids[i],
        p_round_ids[i], p_game_codes[i], p_amounts[i], p_reference_transaction_ids[i], p_request_hashes[i],
        p_house_account_ids[i], p_created_at[i]);
    a_status[i] := v_answer.answer_status;
    a_balance[i] := v_answer.answer_balance;
    a_reference[i] := v_answer.answer_reference;
    a_decided[i] := v_answer.decided;
    a_game_type[i] := v_answer.game_type;
    s_member[i] := v_answer.member_id;
    s_level[i] := v_answer.member_level;
    v_alone_members := v_alone_members || s_member[i];
    IF p_kinds[i] = 'rollback' THEN
      v_marked_providers := v_marked_providers || p_provider_codes[i];
      v_marked_ids := v_marked_ids || p_reference_transaction_ids[i];
    END IF;
  END LOOP;

  RETURN QUERY SELECT c.i, a_status[c.i], a_balance[c.i], a_reference[c.i], a_decided[c.i], s_member[c.i],
    s_level[c.i], a_game_type[c.i]
    FROM generate_series(1, v_count) AS c(i);
END;
$$;
