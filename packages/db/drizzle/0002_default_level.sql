-- Every member starts at level 1 (members.level defaults to 1 and references levels), so a fresh
-- database must have it before anyone can register; the demo seed adds the rest.
INSERT INTO "levels" ("level", "name") VALUES (1, '브론즈') ON CONFLICT DO NOTHING;
