ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "setup_tokens" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"token_hash" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "setup_tokens_single_row" CHECK ("setup_tokens"."id" = 1)
);
