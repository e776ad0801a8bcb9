CREATE TABLE "deploy_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"remotes" text[] NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "deploy_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "remote_switches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"from_version" text,
	"to_version" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_versions" ADD COLUMN "contracts_version" text;--> statement-breakpoint
ALTER TABLE "remote_versions" ADD COLUMN "size_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_versions" ADD COLUMN "deployed_by" text DEFAULT 'cli' NOT NULL;--> statement-breakpoint
CREATE INDEX "remote_switches_name_at_idx" ON "remote_switches" USING btree ("name","at");