-- A wallet call's journal entry under the id its claim already names: the member's cash moves by
-- p_cash_delta, the provider's house_game account the other way.
CREATE OR REPLACE FUNCTION provider_ledger_entry(
  p_entry bigint, p_kind text, p_member_id bigint, p_key text, p_memo text, p_created_at timestamptz,
  p_cash_account_id bigint, p_house_account_id bigint, p_cash_delta bigint
) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
BEGIN
  INSERT INTO journal_entries (id, kind, member_id, idempotency_key, memo, created_at)
  OVERRIDING SYSTEM VALUE
  VALUES (p_entry, p_kind, p_member_id, p_key, p_memo, p_created_at);
  INSERT INTO ledger_postings (entry_id, account_id, amount)
  VALUES (p_entry, p_cash_account_id, p_cash_delta), (p_entry, p_house_account_id, -p_cash_delta);
END;
$$;
