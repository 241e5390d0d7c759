-- Decision 128: the request limits every node counts together, and revocations told to every node.
-- Unlogged: a counter lost in a crash costs a caller a fresh minute, and writes skip the WAL.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limit_hits_window_ends_idx" ON "rate_limit_hits" ("window_ends");
--> statement-breakpoint
-- A change that ends or alters a session is told on the channel at commit, whoever made it (the portal on
-- any node, or SQL by hand): each node's session cache forgets the user (platform/sessions).
CREATE OR REPLACE FUNCTION "portal_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('portal_sessions', OLD.id::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_session_changed" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_session_changed" AFTER UPDATE ON "users" FOR EACH ROW
	WHEN (OLD.session_version IS DISTINCT FROM NEW.session_version OR OLD.role IS DISTINCT FROM NEW.role
		OR OLD.student_id IS DISTINCT FROM NEW.student_id OR OLD.name IS DISTINCT FROM NEW.name
		OR OLD.email_confirmed_at IS DISTINCT FROM NEW.email_confirmed_at)
	EXECUTE FUNCTION "portal_session_changed"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_session_deleted" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_session_deleted" AFTER DELETE ON "users" FOR EACH ROW
	EXECUTE FUNCTION "portal_session_changed"();
