-- Custom SQL migration file, put your migrate SQL in this file! --
-- The html5 layer (an uploaded HTML5 template inside an ad) has a place and a size only. A fresh database is
-- seeded with those six elements offering it; an existing one gets it here, but only where the element still
-- offers every other layer kind (its seeded rule): an element an admin narrowed on the Form Elements screen is
-- left as they set it.
UPDATE "form_elements"
SET "layers" = array_append("layers", 'html5'), "updated_at" = now()
WHERE "element" IN ('width', 'height', 'posleft', 'posright', 'postop', 'posbottom')
  AND NOT ('html5' = ANY ("layers"))
  AND "layers" @> ARRAY['image', 'link', 'text', 'video', 'container', 'feature']::text[];
