-- Blackjack is dealt by the built-in game server now: its declared maximum, exact
-- (@haneul/game-math blackjackMaxWinMultiple: a blackjack's 3:2 with its stake, 5/2 of every won
-- the round staked; doubles, splits and insurance never return more). The seed writes the same
-- figure for a new install and built-in-maxima.test.ts holds this statement to it. Switching the
-- game on stays the operator's choice on an existing install: only its figure changes here.
UPDATE casino_games SET max_win_multiplier = 2.5 WHERE provider_code = 'haneul' AND code = 'blackjack';
