-- The wallet's money calls at about two thirds of their database work and without the row locks
-- that made concurrent bets queue, every ledger rule kept. Measured by instructions per bet
-- (callgrind on a single-user backend: the same count on every run) and by pgbench calling
-- provider_wallet_call on the bench's 500 players: BENCHMARKS.md and ARCHITECTURE.md give figures.
--
-- 1. provider_wallet_call does its work itself instead of through provider_money_call,
--    provider_post and ledger_post, three nested set-returning calls. A bet or win locks the
--    member's cash account first, so one member's calls take turns; decides against the locked
--    balance; and writes its claim on (provider, transaction id) once, with its answer, instead of
--    a PENDING claim and an UPDATE. The journal entry's id is drawn first so that the claim can
--    name it (that foreign key is now checked at commit). A rollback keeps claim-then-answer: what
--    it does depends on the bet's row, which it must hold first. Replays are provider_replay's.
-- 2. One statement trigger on ledger_postings does what a row trigger, a statement trigger and two
--    foreign keys did: every entry posted to exists and balances, every account posted to exists,
--    and member balances move by the statement's net amount per account. The foreign key to
--    ledger_accounts took a share lock on the provider's house_game row in every bet, so under load
--    each bet made a new multixact naming all the bets in flight. Accounts are never deleted
--    (refused below) and never change id (an identity column GENERATED ALWAYS), journal entries
--    neither (append-only since 0001), so checking that the row exists is as strong as the
--    foreign key was.
-- 3. Every function here, and ledger_post, plans its queries with sequential scans off. They only
--    look rows up by key, and their generic plans last as long as the connection: planned while a
--    table was small (a new database, the first minutes of an install), a scan looked cheaper
--    than the index and then read the whole table in every call as it grew.
DROP FUNCTION provider_wallet_call(text, text, text, text, text, text, bigint, text, text, bigint, timestamptz);
--> statement-breakpoint
ALTER FUNCTION ledger_post(text, bigint, text, text, timestamptz, bigint[], bigint[]) SET enable_seqscan = off;
--> statement-breakpoint
DROP FUNCTION provider_money_call(text, text, text, bigint, bigint, bigint, text, text, bigint, text, text,
  boolean, text, timestamptz);
--> statement-breakpoint
DROP FUNCTION provider_post(text, bigint, text, text, timestamptz, bigint, bigint, bigint);
--> statement-breakpoint
ALTER TABLE provider_transactions ALTER CONSTRAINT provider_transactions_entry_id_journal_entries_id_fk
  DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE ledger_postings DROP CONSTRAINT ledger_postings_entry_id_journal_entries_id_fk;
--> statement-breakpoint
ALTER TABLE ledger_postings DROP CONSTRAINT ledger_postings_account_id_ledger_accounts_id_fk;
--> statement-breakpoint
DROP TRIGGER ledger_postings_apply ON ledger_postings;
--> statement-breakpoint
DROP TRIGGER ledger_postings_balanced ON ledger_postings;
--> statement-breakpoint
DROP FUNCTION ledger_apply_posting();
--> statement-breakpoint
DROP FUNCTION ledger_check_posted_entries();
--> statement-breakpoint
-- After any INSERT into ledger_postings: every entry it touched exists and has two or more postings
-- summing to zero (earlier ones included, so a posting added to an old entry is refused); every
-- account it names exists; each member account moves by its net amount (house accounts keep 0:
-- their balance is the sum of their postings).
CREATE FUNCTION ledger_apply_postings() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
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
--> statement-breakpoint
CREATE TRIGGER ledger_postings_apply AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_postings();
--> statement-breakpoint
-- An entry written without postings escapes the check above, so at commit each new entry must have
-- one; the postings it has were checked when they were written. One query, no nested call.
CREATE OR REPLACE FUNCTION ledger_check_new_entry() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.entry_id = NEW.id) THEN
    RAISE EXCEPTION 'ledger: journal entry % is unbalanced (0 postings, sum 0)', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entry_balanced';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP FUNCTION ledger_assert_entry_balanced(bigint);
--> statement-breakpoint
CREATE FUNCTION ledger_refuse_account_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: account % cannot be deleted', OLD.id
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_account_delete();
--> statement-breakpoint
-- A wallet call's journal entry under the id its claim already names: the member's cash moves by
-- p_cash_delta, the provider's house_game account the other way.
CREATE FUNCTION provider_ledger_entry(
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
--> statement-breakpoint
-- The answer to a call whose id is already held (or, p_live false, to a bet on an expired session,
-- which may only replay), as 0008 answered it: the recorded answer again for the same request hash
-- and member, DUPLICATE_MISMATCH for anything else, and for a bet whose id a rollback marked first,
-- TRANSACTION_ROLLED_BACK recorded on the marker like any answer. Nothing here moves money.
CREATE FUNCTION provider_replay(
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
--> statement-breakpoint
-- A rollback, as 0008 did it: claim the rollback's id; then claim the bet's id as a marker exactly
-- as the bet would claim it, so the two cannot race; when the bet holds it, refund the bet if it
-- landed and was not refunded yet. A rollback naming a win, another rollback or another member's
-- bet is a provider bug, answered INVALID_REQUEST rather than guessed at. No row when the
-- rollback's own id is already held: the caller answers it as a replay. The caller holds the
-- member's cash account; p_balance is its balance.
CREATE FUNCTION provider_rollback(
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
--> statement-breakpoint
-- A wallet money call (bet, win, rollback) from its token to its answer in one statement, with the
-- session rules of 0009:
-- - No session of this provider for the token: INVALID_TOKEN, nothing recorded.
-- - A bet needs a live session (an expired one may only replay); wins and rollbacks settle with an
--   expired one, as a round must settle after the window closed.
-- - A bet or win for another game than the session's: INVALID_REQUEST.
-- - A bet on a game or provider switched off (or under maintenance): GAME_DISABLED; by a suspended
--   or self-excluded member: PLAYER_BLOCKED. Wins and rollbacks are paid whatever the standing.
-- - A member without a cash account gets one, exactly as the ledger's account lookup would make it.
-- Every decided answer, refusals included, is recorded under the id; `decided` is true when this
-- call recorded it (not a replay), so the caller knows whether to settle the round. The member,
-- level and game type come back with the answer, so that a win ending its round can settle comp and
-- commission in the same transaction without looking the session up again.
CREATE FUNCTION provider_wallet_call(
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
BEGIN
  SELECT s.member_id, s.game_code, s.expires_at, m.state, m.excluded_until, m.level,
         a.id AS cash_account_id, p.maintenance, c.used AS casino_used, g.used AS slot_used,
         sp.used AS slot_provider_used
    INTO v_session
    FROM game_sessions s
    JOIN members m ON m.id = s.member_id
    JOIN providers p ON p.code = s.provider_code
    LEFT JOIN ledger_accounts a ON a.member_id = s.member_id AND a.kind = 'cash' AND a.provider_code = ''
    LEFT JOIN casino_games c ON c.code = s.game_code AND c.provider_code = s.provider_code
    LEFT JOIN slot_games g ON g.code = s.game_code AND g.provider_code = s.provider_code
    LEFT JOIN slot_providers sp ON sp.code = g.slot_provider_code
   WHERE s.token_hash = p_token_hash AND s.provider_code = p_provider_code;
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
  ELSIF p_kind = 'bet' AND (NOT v_game_used OR v_session.maintenance) THEN
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
      IF v_refusal IS NOT NULL THEN
        v_status := v_refusal;
      ELSIF p_kind = 'bet' AND v_balance < p_amount THEN
        v_status := 'INSUFFICIENT_FUNDS';
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
