-- The company list's search in name order (issue 17): every distinct trigram of a company's lower-cased
-- name, short name and city, beside its name sort key, so that a search walks one trigram's entries already
-- in page order. `x ILIKE '%s%'` compares lower(x) with lower(s), so every company a search of three or
-- more characters matches holds each trigram of lower(search). Kept by a trigger, in the same transaction
-- as the company's write. Not CREATE INDEX CONCURRENTLY (see 0006): the primary key is built after the
-- backfill, in this migration's transaction; an install with millions of companies spends a few minutes
-- here at start (about three for a million on a laptop-class machine).
CREATE TABLE "company_search_grams" (
	"gram" text COLLATE "C" NOT NULL,
	"name_key" text COLLATE "C" NOT NULL,
	"company_id" uuid NOT NULL
);
--> statement-breakpoint
-- The distinct trigrams of a text, as characters (not bytes): a one- or two-character text has none.
CREATE OR REPLACE FUNCTION adstudio_trigrams(t text) RETURNS text[]
	LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
	AS $$ SELECT coalesce(array_agg(DISTINCT substr(t, i, 3) COLLATE "C"), '{}') FROM generate_series(1, length(t) - 2) AS i $$;
--> statement-breakpoint
-- A company's search trigrams: those of each column apart, so that no trigram spans two columns.
CREATE OR REPLACE FUNCTION adstudio_company_grams(name text, short_name text, city text) RETURNS text[]
	LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
	AS $$ SELECT coalesce(array_agg(DISTINCT g), '{}') FROM unnest(adstudio_trigrams(lower(name)) || adstudio_trigrams(lower(short_name)) || adstudio_trigrams(lower(city))) AS g $$;
--> statement-breakpoint
INSERT INTO "company_search_grams" ("gram", "name_key", "company_id")
	SELECT g, left(lower(c."name"), 200) COLLATE "C", c."id"
	FROM "companies" c, unnest(adstudio_company_grams(c."name", c."short_name", c."city")) AS g;
--> statement-breakpoint
ALTER TABLE "company_search_grams" ADD CONSTRAINT "company_search_grams_pkey" PRIMARY KEY("gram","name_key","company_id");
--> statement-breakpoint
-- Removes a company's old entries through the primary key (its old trigrams and name key are known), so
-- no second index on company_id is needed; then writes the new ones.
CREATE OR REPLACE FUNCTION adstudio_company_grams_sync() RETURNS trigger
	LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		DELETE FROM company_search_grams
		WHERE gram = ANY (adstudio_company_grams(OLD.name, OLD.short_name, OLD.city))
			AND name_key = left(lower(OLD.name), 200) COLLATE "C"
			AND company_id = OLD.id;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO company_search_grams (gram, name_key, company_id)
			SELECT g, left(lower(NEW.name), 200) COLLATE "C", NEW.id
			FROM unnest(adstudio_company_grams(NEW.name, NEW.short_name, NEW.city)) AS g;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "companies_search_grams_sync" AFTER INSERT OR DELETE ON "companies"
	FOR EACH ROW EXECUTE FUNCTION adstudio_company_grams_sync();
--> statement-breakpoint
-- Only when a searched column (or the id) changes: a status or phone edit leaves the trigrams alone.
CREATE TRIGGER "companies_search_grams_sync_update" AFTER UPDATE OF "id", "name", "short_name", "city" ON "companies"
	FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.name IS DISTINCT FROM NEW.name OR OLD.short_name IS DISTINCT FROM NEW.short_name OR OLD.city IS DISTINCT FROM NEW.city)
	EXECUTE FUNCTION adstudio_company_grams_sync();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: emptying the companies empties their trigrams.
CREATE OR REPLACE FUNCTION adstudio_company_grams_truncate() RETURNS trigger
	LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE company_search_grams;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "companies_search_grams_truncate" AFTER TRUNCATE ON "companies"
	FOR EACH STATEMENT EXECUTE FUNCTION adstudio_company_grams_truncate();
--> statement-breakpoint
-- The search walks a query's rarest trigram, judged by these statistics: keep the 1 000 most common
-- trigrams (not 100), and have them from the start rather than after the first autovacuum.
ALTER TABLE "company_search_grams" ALTER COLUMN "gram" SET STATISTICS 1000;
--> statement-breakpoint
ANALYZE "company_search_grams";
