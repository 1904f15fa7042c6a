-- Custom SQL migration file, put your migrate SQL in this file! --
-- An ad's `location` and `thumbnail` were stored absolute, with the host name of the request that published
-- it (or `http://localhost:PORT` for the demo seed), so the studio browsed under another name (127.0.0.1, a
-- proxy's public address) got pictures its CSP blocks. They are stored site-relative now and made absolute
-- per answer. Only our own addresses are rewritten: the publish wrote nothing but
-- `<scheme>://<host>/creatives/…`, so exactly that prefix (a host without a path, user or query) is
-- stripped; "" (never published) and anything else are left as they are. Running it twice changes nothing.
UPDATE "ads"
SET "location" = regexp_replace("location", '^https?://[A-Za-z0-9.:\[\]-]+(/creatives/)', '\1')
WHERE "location" ~ '^https?://[A-Za-z0-9.:\[\]-]+/creatives/';
--> statement-breakpoint
UPDATE "ads"
SET "thumbnail" = regexp_replace("thumbnail", '^https?://[A-Za-z0-9.:\[\]-]+(/creatives/)', '\1')
WHERE "thumbnail" ~ '^https?://[A-Za-z0-9.:\[\]-]+/creatives/';
