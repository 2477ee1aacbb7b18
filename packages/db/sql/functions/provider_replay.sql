-- The answer to a wallet call whose id is already held (or, p_live false, to a bet on an expired
-- session, which may only replay): the recorded answer again for the same request hash and member,
-- DUPLICATE_MISMATCH for anything else, and for a bet whose id a rollback marked first,
-- TRANSACTION_ROLLED_BACK recorded on the marker like any answer. Nothing here moves money.
CREATE OR REPLACE FUNCTION provider_replay(
  p_kind text, p_provider_code text, p_transaction_id text, p_member_id bigint, p_cash_account_id bigint,
  p_amount bigint, p_game_code text, p_request_hash text, p_live boolean
) RETURNS TABLE (answer_status text, answer_balance bigint, answer_reference text)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_row provider_transactions%ROWTYPE;
  v_status text;
  v_balance bigint;
BEGIN
  -- A plain read first, so that a replay takes no lock.
  SELECT * INTO v_row FROM provider_transactions t
   WHERE t.provider_code = p_provider_code AND t.transaction_id = p_transaction_id;
  IF FOUND AND v_row.request_hash IS NULL AND p_live THEN
    -- A marker: lock it, a concurrent copy of this bet may be recording its refusal.
    SELECT * INTO v_row FROM provider_transactions t WHERE t.id = v_row.id FOR UPDATE;
  END IF;
  IF NOT FOUND OR (v_row.request_hash IS NULL AND NOT p_live) THEN
    RETURN QUERY SELECT 'INVALID_TOKEN'::text, 0::bigint, NULL::text;
    RETURN;
  END IF;
  IF v_row.request_hash IS NOT NULL THEN
    IF v_row.request_hash = p_request_hash AND v_row.member_id = p_member_id AND v_row.answer IS NOT NULL THEN
      RETURN QUERY SELECT v_row.answer->>'status', (v_row.answer->>'balance')::bigint,
        v_row.answer->>'transactionId';
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
    RETURN QUERY SELECT v_status, v_balance, NULL::text;
    RETURN;
  END IF;
  UPDATE provider_transactions t
     SET status = v_status, request_hash = p_request_hash, amount = p_amount, game_code = p_game_code,
         answer = jsonb_build_object('status', v_status, 'balance', v_balance, 'transactionId', v_row.id::text)
   WHERE t.id = v_row.id;
  RETURN QUERY SELECT v_status, v_balance, v_row.id::text;
END;
$$;
