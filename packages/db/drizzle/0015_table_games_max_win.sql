-- Roulette, dragon tiger and sic bo are played by the built-in game server now: their declared
-- maxima, exact (@haneul/game-math: a straight up's 35:1, a suited tie's 50:1 and a specific
-- triple's 180:1, each with its stake). The seed writes the same figures for a new install and
-- built-in-maxima.test.ts holds this list to them. Switching the games on stays the operator's
-- choice on an existing install: only their figures change here.
UPDATE casino_games AS g SET max_win_multiplier = v.max_win
  FROM (VALUES ('roulette', 36), ('dragon-tiger', 51), ('sic-bo', 181)) AS v (code, max_win)
 WHERE g.provider_code = 'haneul' AND g.code = v.code;
