-- A wallet money call (bet, win, rollback) in one statement: the idempotency claim on (provider,
-- transaction id), the decision with its ledger entry (through ledger_post), and the answer
-- recorded on the claim. It replaces BEGIN, a claim INSERT, ledger_post, an answer UPDATE and
-- COMMIT: five round trips during which the connection, the claim and the member's accounts were
-- held. Called alone it is its own transaction; a win that ends a round calls it inside the
-- transaction that also settles the round.
--
-- The rules are those of the TypeScript it replaces (apps/api/src/modules/provider/money-call.ts):
-- - An id already answered is answered again (same request hash and member) or refused with
--   DUPLICATE_MISMATCH, moving nothing. A concurrent copy waits on the unique key until the first
--   commits, then answers what the first recorded.
-- - p_live false (a bet on an expired session) may only replay: a new id answers INVALID_TOKEN and
--   records nothing.
-- - A rollback of a bet not seen yet leaves a marker under the bet's id (request_hash null); the
--   bet is then refused with TRANSACTION_ROLLED_BACK, recorded like any answer.
-- - p_refusal (INVALID_REQUEST, GAME_DISABLED, PLAYER_BLOCKED: what the session calls for) is
--   recorded under the id and moves nothing.
-- - The ledger entry's idempotency key is 'provider:<provider>:<transaction id>', a second guard
--   behind the unique claim.
-- `decided` is true when this call claimed the id (not a replay), so the caller knows whether to
-- settle the round.
CREATE FUNCTION provider_post(
  p_kind text,
  p_member_id bigint,
  p_key text,
  p_memo text,
  p_created_at timestamptz,
  p_cash_account_id bigint,
  p_house_account_id bigint,
  p_cash_delta bigint
) RETURNS TABLE (outcome text, entry_id bigint, cash bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_row record;
BEGIN
  -- The member's cash moves by p_cash_delta, the house game account the other way.
  FOR v_row IN
    SELECT l.status, l.entry_id, l.account_id, l.balance FROM ledger_post(
      p_kind, p_member_id, p_key, p_memo, p_created_at,
      CASE WHEN p_cash_account_id < p_house_account_id THEN ARRAY[p_cash_account_id, p_house_account_id]
           ELSE ARRAY[p_house_account_id, p_cash_account_id] END,
      CASE WHEN p_cash_account_id < p_house_account_id THEN ARRAY[p_cash_delta, -p_cash_delta]
           ELSE ARRAY[-p_cash_delta, p_cash_delta] END) l
  LOOP
    CASE v_row.status
      WHEN 'ok' THEN entry_id := v_row.entry_id;
      WHEN 'balance' THEN
        IF v_row.account_id = p_cash_account_id THEN cash := v_row.balance; END IF;
      WHEN 'insufficient_funds' THEN
        RETURN QUERY SELECT 'insufficient_funds'::text, NULL::bigint, v_row.balance;
        RETURN;
      ELSE
        -- An unknown account or a key some other entry holds: a bug, not an answer.
        RAISE EXCEPTION 'ledger_post answered % for %', v_row.status, p_key;
    END CASE;
  END LOOP;
  RETURN QUERY SELECT 'ok'::text, entry_id, cash;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION provider_money_call(
  p_kind text,
  p_provider_code text,
  p_transaction_id text,
  p_member_id bigint,
  p_cash_account_id bigint,
  p_house_account_id bigint,
  p_round_id text,
  p_game_code text,
  p_amount bigint,
  p_reference_transaction_id text,
  p_request_hash text,
  p_live boolean,
  p_refusal text,
  p_created_at timestamptz
) RETURNS TABLE (answer_status text, answer_balance bigint, answer_reference text, decided boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_row provider_transactions%ROWTYPE;
  v_marker bigint;
  v_status text;
  v_balance bigint;
  v_entry bigint;
  v_amount bigint := p_amount;
  v_posted record;
BEGIN
  IF p_live THEN
    INSERT INTO provider_transactions AS t (provider_code, transaction_id, kind, member_id, round_id,
      game_code, amount, reference_transaction_id, request_hash, status, created_at)
    VALUES (p_provider_code, p_transaction_id, p_kind, p_member_id, p_round_id, p_game_code, p_amount,
      p_reference_transaction_id, p_request_hash, 'PENDING', p_created_at)
    ON CONFLICT (provider_code, transaction_id) DO NOTHING
    RETURNING t.id INTO v_id;
  END IF;

  IF v_id IS NULL THEN
    -- Held: by an answered call (committed by now, if we waited on it) or by a rollback's marker.
    -- A plain read first, so that a replay takes no lock.
    SELECT * INTO v_row FROM provider_transactions t
     WHERE t.provider_code = p_provider_code AND t.transaction_id = p_transaction_id;
    IF FOUND AND v_row.request_hash IS NULL AND p_live THEN
      -- A marker: lock it, a concurrent copy of this bet may be recording its refusal.
      SELECT * INTO v_row FROM provider_transactions t WHERE t.id = v_row.id FOR UPDATE;
    END IF;
    IF NOT FOUND OR (v_row.request_hash IS NULL AND NOT p_live) THEN
      -- No answer to replay, and this call may not claim: a bet on an expired session.
      RETURN QUERY SELECT 'INVALID_TOKEN'::text, 0::bigint, NULL::text, false;
      RETURN;
    END IF;
    IF v_row.request_hash IS NOT NULL THEN
      IF v_row.request_hash = p_request_hash AND v_row.member_id = p_member_id AND v_row.answer IS NOT NULL THEN
        RETURN QUERY SELECT v_row.answer->>'status', (v_row.answer->>'balance')::bigint,
          v_row.answer->>'transactionId', false;
        RETURN;
      END IF;
      v_status := 'DUPLICATE_MISMATCH';
    ELSIF p_kind <> 'bet' THEN
      v_status := 'DUPLICATE_MISMATCH';
    ELSE
      v_status := 'TRANSACTION_ROLLED_BACK';
    END IF;
    SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = p_cash_account_id;
    v_balance := coalesce(v_balance, 0);
    IF v_status = 'DUPLICATE_MISMATCH' THEN
      RETURN QUERY SELECT v_status, v_balance, NULL::text, false;
      RETURN;
    END IF;
    UPDATE provider_transactions t
       SET status = v_status, request_hash = p_request_hash, amount = p_amount, game_code = p_game_code,
           answer = jsonb_build_object('status', v_status, 'balance', v_balance, 'transactionId', v_row.id::text)
     WHERE t.id = v_row.id;
    RETURN QUERY SELECT v_status, v_balance, v_row.id::text, false;
    RETURN;
  END IF;

  IF p_refusal IS NOT NULL THEN
    v_status := p_refusal;
  ELSIF p_kind = 'bet' OR (p_kind = 'win' AND p_amount > 0) THEN
    SELECT * INTO v_posted FROM provider_post(p_kind, p_member_id,
      'provider:' || p_provider_code || ':' || p_transaction_id,
      p_provider_code || ' ' || p_game_code || ' ' || p_round_id, p_created_at,
      p_cash_account_id, p_house_account_id, CASE WHEN p_kind = 'bet' THEN -p_amount ELSE p_amount END);
    v_status := CASE WHEN v_posted.outcome = 'ok' THEN 'OK' ELSE 'INSUFFICIENT_FUNDS' END;
    v_entry := v_posted.entry_id;
    v_balance := v_posted.cash;
  ELSIF p_kind = 'win' THEN
    v_status := 'OK';
  ELSE
    -- A rollback: claim the bet's id as a marker exactly as the bet would claim it, so the two
    -- cannot race; when the bet holds it, refund the bet if it landed and was not refunded yet.
    v_status := 'OK';
    INSERT INTO provider_transactions AS t (provider_code, transaction_id, kind, member_id, round_id,
      request_hash, status, rolled_back_at, created_at)
    VALUES (p_provider_code, p_reference_transaction_id, 'bet', p_member_id, p_round_id, NULL,
      'TRANSACTION_ROLLED_BACK', p_created_at, p_created_at)
    ON CONFLICT (provider_code, transaction_id) DO NOTHING
    RETURNING t.id INTO v_marker;
    IF v_marker IS NULL THEN
      SELECT * INTO v_row FROM provider_transactions t
       WHERE t.provider_code = p_provider_code AND t.transaction_id = p_reference_transaction_id
       FOR UPDATE;
      -- Only the member's own bets: a rollback naming a win, another rollback or another member's
      -- bet is a provider bug, answered as such rather than guessed at.
      IF NOT FOUND OR v_row.kind <> 'bet' OR v_row.member_id <> p_member_id THEN
        v_status := 'INVALID_REQUEST';
      ELSIF v_row.entry_id IS NOT NULL AND v_row.rolled_back_at IS NULL THEN
        SELECT * INTO v_posted FROM provider_post('rollback', p_member_id,
          'provider:' || p_provider_code || ':' || p_transaction_id,
          p_provider_code || ' ' || v_row.game_code || ' ' || v_row.round_id, p_created_at,
          p_cash_account_id, p_house_account_id, v_row.amount);
        v_entry := v_posted.entry_id;
        v_balance := v_posted.cash;
        v_amount := v_row.amount;
        UPDATE provider_transactions t SET rolled_back_at = p_created_at WHERE t.id = v_row.id;
      END IF;
    END IF;
  END IF;

  IF v_balance IS NULL THEN
    SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = p_cash_account_id;
    v_balance := coalesce(v_balance, 0);
  END IF;
  UPDATE provider_transactions t
     SET status = v_status, entry_id = v_entry, amount = v_amount,
         answer = jsonb_build_object('status', v_status, 'balance', v_balance, 'transactionId', v_id::text)
   WHERE t.id = v_id;
  RETURN QUERY SELECT v_status, v_balance, v_id::text, true;
END;
$$;
