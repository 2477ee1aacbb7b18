-- A rollback: claim the rollback's id; then claim the bet's id as a marker exactly as the bet would
-- claim it, so the two cannot race; when the bet holds it, refund the bet if it landed and was not
-- refunded yet. A rollback naming a win, another rollback or another member's bet is a provider
-- bug, answered INVALID_REQUEST rather than guessed at. No row when the rollback's own id is
-- already held: the caller answers it as a replay. The caller holds the member's cash account;
-- p_balance is its balance.
CREATE OR REPLACE FUNCTION provider_rollback(
  p_provider_code text, p_transaction_id text, p_reference_transaction_id text, p_round_id text,
  p_member_id bigint, p_cash_account_id bigint, p_house_account_id bigint, p_balance bigint,
  p_request_hash text, p_created_at timestamptz
) RETURNS TABLE (answer_status text, answer_balance bigint, answer_reference text)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_id bigint;
  v_marker bigint;
  v_bet provider_transactions%ROWTYPE;
  v_status text := 'OK';
  v_balance bigint := p_balance;
  v_entry bigint;
  v_amount bigint := 0;
BEGIN
  INSERT INTO provider_transactions AS t (provider_code, transaction_id, kind, member_id, round_id,
    reference_transaction_id, request_hash, status, created_at)
  VALUES (p_provider_code, p_transaction_id, 'rollback', p_member_id, p_round_id,
    p_reference_transaction_id, p_request_hash, 'PENDING', p_created_at)
  ON CONFLICT (provider_code, transaction_id) DO NOTHING
  RETURNING t.id INTO v_id;
  IF v_id IS NULL THEN
    RETURN;
  END IF;

  INSERT INTO provider_transactions AS t (provider_code, transaction_id, kind, member_id, round_id,
    request_hash, status, rolled_back_at, created_at)
  VALUES (p_provider_code, p_reference_transaction_id, 'bet', p_member_id, p_round_id, NULL,
    'TRANSACTION_ROLLED_BACK', p_created_at, p_created_at)
  ON CONFLICT (provider_code, transaction_id) DO NOTHING
  RETURNING t.id INTO v_marker;
  IF v_marker IS NULL THEN
    SELECT * INTO v_bet FROM provider_transactions t
     WHERE t.provider_code = p_provider_code AND t.transaction_id = p_reference_transaction_id
     FOR UPDATE;
    IF NOT FOUND OR v_bet.kind <> 'bet' OR v_bet.member_id <> p_member_id THEN
      v_status := 'INVALID_REQUEST';
    ELSIF v_bet.entry_id IS NOT NULL AND v_bet.rolled_back_at IS NULL THEN
      v_entry := nextval('journal_entries_id_seq');
      PERFORM provider_ledger_entry(v_entry, 'rollback', p_member_id,
        'provider:' || p_provider_code || ':' || p_transaction_id,
        p_provider_code || ' ' || v_bet.game_code || ' ' || v_bet.round_id, p_created_at,
        p_cash_account_id, p_house_account_id, v_bet.amount);
      v_balance := v_balance + v_bet.amount;
      v_amount := v_bet.amount;
      UPDATE provider_transactions t SET rolled_back_at = p_created_at WHERE t.id = v_bet.id;
    END IF;
  END IF;

  UPDATE provider_transactions t
     SET status = v_status, entry_id = v_entry, amount = v_amount,
         answer = jsonb_build_object('status', v_status, 'balance', v_balance, 'transactionId', v_id::text)
   WHERE t.id = v_id;
  RETURN QUERY SELECT v_status, v_balance, v_id::text;
END;
$$;
