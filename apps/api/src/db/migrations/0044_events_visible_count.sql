-- Decision 160: how many events a class's students see now (GET /perfil/fotos's X-Total-Count) counted on
-- this index alone (an index-only scan), not on every event row of the class (500 at a large producer's).
CREATE INDEX IF NOT EXISTS "events_graduation_visible_idx" ON "events" USING btree ("graduation_id", "published_at") WHERE "archived_at" IS NULL;
