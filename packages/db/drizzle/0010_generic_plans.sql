-- The ledger and wallet functions plan each of their queries once per connection. Left to the plan
-- cache, PostgreSQL re-planned some of them on every call: with the parameters known it estimates
-- `id = ANY ($1)` for the accounts actually passed, without them for ten, so the generic plan looked
-- dearer than a fresh one. The plans are the same index scans either way.
-- Measured with pgbench calling provider_wallet_call on one connection, on a scratch database of
-- 500 bench members after ~680,000 bets, A/B twice: ledger_post's own time 190 -> 141 us a call,
-- the whole wallet call 435 -> 390 us. Over HTTP the saving is inside the bench's noise.
ALTER FUNCTION ledger_post(text, bigint, text, text, timestamptz, bigint[], bigint[])
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION provider_post(text, bigint, text, text, timestamptz, bigint, bigint, bigint)
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION provider_money_call(text, text, text, bigint, bigint, bigint, text, text, bigint, text, text,
  boolean, text, timestamptz)
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION provider_wallet_call(text, text, text, text, text, text, bigint, text, text, bigint, timestamptz)
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION ledger_apply_posting() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION ledger_assert_entry_balanced(bigint) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION ledger_check_posted_entries() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION ledger_check_new_entry() SET plan_cache_mode = force_generic_plan;
