-- Three slot titles joined the built-in game server: 하회 탈춤 (243 ways, multiplier wilds), 용궁
-- (cascading wins) and 흥부네 박 (hold and spin), each with its exact maximum win
-- (@haneul/game-math maxWinMultiple). A new install gets them from the seed, switched on; an
-- install whose studios already exist gets them here switched off, so offering them stays the
-- operator's choice (back office → catalogue). built-in-maxima.test.ts holds these figures to the
-- engines'.
INSERT INTO slot_games (code, provider_code, slot_provider_code, name_ko, name_en, img_url, used, sort, max_win_multiplier)
SELECT v.code, 'haneul', v.studio, v.name_ko, v.name_en, '/images/games/' || v.code || '.svg', false, v.sort, v.max_win
  FROM (VALUES ('dragon-palace', 'haneul', '용궁', 'Dragon King''s Palace', 2, 160.28),
               ('hahoe-mask-dance', 'dokkaebi', '하회 탈춤', 'Hahoe Mask Dance', 1, 130712.86),
               ('heungbu-gourds', 'dokkaebi', '흥부네 박', 'Heungbu''s Gourds', 2, 4763.75))
       AS v (code, studio, name_ko, name_en, sort, max_win)
 WHERE EXISTS (SELECT 1 FROM slot_providers p WHERE p.code = v.studio AND p.provider_code = 'haneul')
ON CONFLICT (code) DO NOTHING;
