-- After any INSERT into ledger_postings (trigger ledger_postings_apply): every entry it touched exists
-- and has two or more postings summing to zero (earlier ones included, so a posting added to an old
-- entry is refused); every account it names exists; each member account moves by its net amount
-- (house accounts keep 0: their balance is the sum of their postings). It stands in for foreign keys:
-- the one to ledger_accounts took a share lock on the provider's house_game row in every bet, so
-- under load each bet made a new multixact naming all the bets in flight.
-- Its queries start from the statement's own rows and look each one up by key, so joins are nested
-- loops only. Each connection plans them once, sized by its first posting statement: when that was
-- a group-commit batch's, with member accounts in their hundreds or few thousands, the balance
-- UPDATE hashed every member account (a bitmap scan of member_id IS NOT NULL) in every posting
-- statement after, half the fixed cost of a batch.
CREATE OR REPLACE FUNCTION ledger_apply_postings() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off
SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
  v_entry bigint;
  v_known boolean;
  v_count bigint;
  v_total numeric;
  v_account bigint;
BEGIN
  -- One indexed lookup per entry: a join of the table against the transition table (which has no
  -- statistics) could be planned as a scan of every posting ever written.
  SELECT e.entry_id, j.id IS NOT NULL, t.n, t.total INTO v_entry, v_known, v_count, v_total
    FROM (SELECT DISTINCT n.entry_id FROM new_postings n) e
    LEFT JOIN journal_entries j ON j.id = e.entry_id
    CROSS JOIN LATERAL (SELECT count(*) AS n, coalesce(sum(p.amount), 0) AS total
                          FROM ledger_postings p WHERE p.entry_id = e.entry_id) t
   WHERE j.id IS NULL OR t.n < 2 OR t.total <> 0
   LIMIT 1;
  IF FOUND AND NOT v_known THEN
    RAISE EXCEPTION 'ledger: postings name journal entry %, which does not exist', v_entry
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'ledger_postings_entry';
  ELSIF FOUND THEN
    RAISE EXCEPTION 'ledger: journal entry % is unbalanced (% postings, sum %)', v_entry, v_count, v_total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entry_balanced';
  END IF;

  WITH net AS (SELECT n.account_id, sum(n.amount) AS total FROM new_postings n GROUP BY n.account_id),
       moved AS (UPDATE ledger_accounts a SET balance = a.balance + net.total FROM net
                  WHERE a.id = net.account_id AND a.member_id IS NOT NULL)
  SELECT net.account_id INTO v_account
    FROM net LEFT JOIN ledger_accounts a ON a.id = net.account_id
   WHERE a.id IS NULL
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: postings name account %, which does not exist', v_account
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'ledger_postings_account';
  END IF;
  RETURN NULL;
END;
$$;
