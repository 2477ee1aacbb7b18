-- Group commit: a batch of wallet money calls in one statement, so in one round trip and one commit.
-- Each call is decided exactly as provider_wallet_call decides it alone (its own idempotency, its own
-- answer, its own refusal: a bet the member cannot cover refuses that bet only), in the order given,
-- and comes back under its 1-based position in the arrays.
-- Every member cash account the batch will move is locked first, in account id order: two batches
-- in flight that share members then wait for each other instead of deadlocking (a single call
-- locks one member's account, so it orders with them too). House accounts are never locked (their
-- balance is the sum of their postings).
-- A call that raises aborts the batch: the caller reruns its calls one by one, so that only the
-- faulty call fails.
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
BEGIN
  PERFORM 1
     FROM ledger_accounts a
    WHERE a.kind = 'cash' AND a.provider_code = ''
      AND a.member_id IN (SELECT s.member_id
                            FROM unnest(p_token_hashes, p_provider_codes) AS c(token_hash, provider_code)
                            JOIN game_sessions s ON s.token_hash = c.token_hash
                                                AND s.provider_code = c.provider_code)
    ORDER BY a.id
      FOR UPDATE OF a;
  FOR i IN 1 .. coalesce(array_length(p_kinds, 1), 0) LOOP
    RETURN QUERY SELECT i, r.answer_status, r.answer_balance, r.answer_reference, r.decided, r.member_id,
      r.member_level, r.game_type
      FROM provider_wallet_call(p_kinds[i], p_provider_codes[i], p_token_hashes[i], p_transaction_ids[i],
        p_round_ids[i], p_game_codes[i], p_amounts[i], p_reference_transaction_ids[i], p_request_hashes[i],
        p_house_account_ids[i], p_created_at[i]) r;
  END LOOP;
END;
$$;
