-- Adds a member's stake, win or seconds signed in to their usage of the Korean day holding p_at.
-- Only members with a loss, wager or session limit are counted (members.has_play_limits): setting
-- the first one fills in the month so far (apps/api/src/modules/protection).
CREATE OR REPLACE FUNCTION play_usage_add(
  p_member_id bigint, p_at timestamptz, p_wagered bigint, p_won bigint, p_seconds integer
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO play_usage AS u (member_id, day, wagered, won, seconds)
  VALUES (p_member_id, play_korean_period_start('day', p_at), p_wagered, p_won, p_seconds)
  ON CONFLICT (member_id, day) DO UPDATE
    SET wagered = u.wagered + excluded.wagered, won = u.won + excluded.won, seconds = u.seconds + excluded.seconds
$$;
