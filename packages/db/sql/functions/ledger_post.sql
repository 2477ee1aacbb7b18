-- The write half of postEntry in one call: lock the member accounts (ascending id), refuse an
-- overdraft or a reused idempotency key without writing anything, else insert the entry and its
-- postings (the posting trigger moves member balances). The first row is the outcome; after `ok`
-- come `balance` rows, the new balance of each member account touched. One round trip instead of
-- several. Refusals are answered as a status row, not raised, so the caller's transaction stays
-- usable. House accounts are never locked (hot-account rule).
-- p_accounts / p_amounts: the postings, in ascending account order.
-- Planned once per connection, with sequential scans off: it only looks rows up by key, and a
-- generic plan made while a table was small would otherwise scan it whole in every call as it grew.
CREATE OR REPLACE FUNCTION ledger_post(
  p_kind text,
  p_member_id bigint,
  p_idempotency_key text,
  p_memo text,
  p_created_at timestamptz,
  p_accounts bigint[],
  p_amounts bigint[]
) RETURNS TABLE (status text, entry_id bigint, account_id bigint, balance bigint)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_ids bigint[];
  v_balances bigint[];
  v_distinct int;
  v_houses int;
  v_next bigint;
  v_entry bigint;
BEGIN
  SELECT coalesce(array_agg(s.id ORDER BY s.id), '{}'), coalesce(array_agg(s.balance ORDER BY s.id), '{}')
    INTO v_ids, v_balances
    FROM (SELECT a.id, a.balance FROM ledger_accounts a
           WHERE a.id = ANY (p_accounts) AND a.member_id IS NOT NULL
           ORDER BY a.id FOR UPDATE) s;

  SELECT count(DISTINCT x) INTO v_distinct FROM unnest(p_accounts) AS x;
  IF cardinality(v_ids) < v_distinct THEN
    SELECT count(*) INTO v_houses FROM ledger_accounts a
     WHERE a.id = ANY (p_accounts) AND a.member_id IS NULL;
    IF cardinality(v_ids) + v_houses < v_distinct THEN
      RETURN QUERY SELECT 'no_account'::text, NULL::bigint, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
  END IF;

  FOR i IN 1 .. cardinality(v_ids) LOOP
    SELECT v_balances[i] + coalesce(sum(u.amt), 0) INTO v_next
      FROM unnest(p_accounts, p_amounts) AS u(acc, amt) WHERE u.acc = v_ids[i];
    IF v_next < 0 THEN
      RETURN QUERY SELECT 'insufficient_funds'::text, NULL::bigint, v_ids[i], v_balances[i];
      RETURN;
    END IF;
    v_balances[i] := v_next;
  END LOOP;

  INSERT INTO journal_entries (kind, member_id, idempotency_key, memo, created_at)
  VALUES (p_kind, p_member_id, p_idempotency_key, coalesce(p_memo, ''), coalesce(p_created_at, now()))
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_entry;
  IF v_entry IS NULL THEN
    RETURN QUERY SELECT 'duplicate'::text, j.id, NULL::bigint, NULL::bigint
      FROM journal_entries j WHERE j.idempotency_key = p_idempotency_key;
    RETURN;
  END IF;

  INSERT INTO ledger_postings (entry_id, account_id, amount)
  SELECT v_entry, u.acc, u.amt FROM unnest(p_accounts, p_amounts) AS u(acc, amt);

  RETURN QUERY SELECT 'ok'::text, v_entry, NULL::bigint, NULL::bigint;
  RETURN QUERY SELECT 'balance'::text, v_entry, b.id, b.bal FROM unnest(v_ids, v_balances) AS b(id, bal);
END;
$$;
