-- The company list sorts by domains as their comma-joined text, ignoring case, by its first 200
-- characters (like every text sort key: an index entry must stay small). array_to_string is marked
-- STABLE, which PostgreSQL refuses in an index expression; for text[] it depends on nothing but its
-- input, so this wrapper is declared IMMUTABLE and the sort key can be indexed (migration 0006).
CREATE OR REPLACE FUNCTION adstudio_domains_key(domains text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS $$ SELECT left(lower(array_to_string(domains, ',')), 200) $$;
