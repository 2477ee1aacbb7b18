-- The game session behind each wallet call's token, with everything deciding the call reads about
-- it: its member's standing, level, play limits and cash account (null until the member has one),
-- its provider's maintenance, and its game's switches and maximum win multiplier (casino games
-- first, as open-game resolves a code). One row per call whose token names a session of its
-- provider, under the call's 1-based position; none for the others (INVALID_TOKEN).
-- Plain SQL without settings, so the planner inlines it into the wallet functions' queries.
CREATE OR REPLACE FUNCTION provider_call_sessions(p_token_hashes text[], p_provider_codes text[])
RETURNS TABLE (call_index bigint, member_id bigint, game_code text, expires_at timestamptz, state text,
  excluded_until timestamptz, level integer, has_play_limits boolean, cash_account_id bigint,
  maintenance boolean, casino_used boolean, slot_used boolean, slot_provider_used boolean, max_win numeric)
LANGUAGE sql STABLE AS $$
  SELECT c.call_index, s.member_id, s.game_code, s.expires_at, m.state, m.excluded_until, m.level,
         m.has_play_limits, a.id, p.maintenance, cg.used, g.used, sp.used,
         coalesce(cg.max_win_multiplier, g.max_win_multiplier)
    FROM unnest(p_token_hashes, p_provider_codes) WITH ORDINALITY AS c(token_hash, provider_code, call_index)
    JOIN game_sessions s ON s.token_hash = c.token_hash AND s.provider_code = c.provider_code
    JOIN members m ON m.id = s.member_id
    JOIN providers p ON p.code = s.provider_code
    LEFT JOIN ledger_accounts a ON a.member_id = s.member_id AND a.kind = 'cash' AND a.provider_code = ''
    LEFT JOIN casino_games cg ON cg.code = s.game_code AND cg.provider_code = s.provider_code
    LEFT JOIN slot_games g ON g.code = s.game_code AND g.provider_code = s.provider_code
    LEFT JOIN slot_providers sp ON sp.code = g.slot_provider_code
$$;
