-- Whether a stake of p_amount would break one of the member's loss, wager or session limits: its
-- period's stakes plus this one above a wager limit, its period's net loss (stakes − wins) plus this
-- one above a loss limit, or its period's time signed in at a session limit (minutes). Called with
-- the member's cash account locked (the wallet's bet, a sport bet's acceptance), so the check and the
-- stake it allows are one step for that member: racing bets cannot pass a limit together.
CREATE OR REPLACE FUNCTION play_limit_reached(p_member_id bigint, p_amount bigint, p_at timestamptz)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1
      FROM play_limits l
     CROSS JOIN LATERAL (
       SELECT coalesce(sum(u.wagered), 0) AS wagered, coalesce(sum(u.won), 0) AS won,
              coalesce(sum(u.seconds), 0) AS seconds
         FROM play_usage u
        WHERE u.member_id = p_member_id AND u.day >= play_korean_period_start(l.period, p_at)
     ) u
     WHERE l.member_id = p_member_id
       AND CASE l.kind
             WHEN 'wager' THEN u.wagered + p_amount > l.amount
             WHEN 'loss' THEN u.wagered - u.won + p_amount > l.amount
             WHEN 'session' THEN u.seconds >= l.amount * 60
             ELSE false
           END)
$$;
