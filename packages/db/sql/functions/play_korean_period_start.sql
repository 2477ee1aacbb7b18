-- The Korean day the period holding p_at starts on: that day, the Monday of its week, the first of
-- its month. Korean time is UTC+9 all year, so it is computed from UTC, with no time zone names.
CREATE OR REPLACE FUNCTION play_korean_period_start(p_period text, p_at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_period
           WHEN 'day' THEN d
           WHEN 'week' THEN d - (extract(isodow FROM d)::int - 1)
           ELSE date_trunc('month', d)::date
         END
    FROM (SELECT ((p_at AT TIME ZONE 'UTC') + interval '9 hours')::date AS d) k
$$;
