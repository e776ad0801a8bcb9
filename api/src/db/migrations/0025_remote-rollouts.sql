CREATE TABLE "deploy_lock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"from" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deploy_lock_one_row" CHECK ("deploy_lock"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "remote_canaries" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"percent" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"started_by" text NOT NULL,
	CONSTRAINT "remote_canaries_percent" CHECK ("remote_canaries"."percent" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "remote_error_messages" (
	"name" text NOT NULL,
	"version" text NOT NULL,
	"message" text NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "remote_error_messages_name_version_message_pk" PRIMARY KEY("name","version","message")
);
--> statement-breakpoint
CREATE TABLE "remote_report_counts" (
	"name" text NOT NULL,
	"version" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"failed_loads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "remote_report_counts_name_version_minute_pk" PRIMARY KEY("name","version","minute")
);
--> statement-breakpoint
ALTER TABLE "remote_switches" ADD COLUMN "percent" integer;--> statement-breakpoint
ALTER TABLE "remote_versions" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
-- Every version stored before builds could be staged was active when it was deployed.
UPDATE "remote_versions" SET "activated_at" = "deployed_at";--> statement-breakpoint
ALTER TABLE "remote_canaries" ADD CONSTRAINT "remote_canaries_name_version_remote_versions_name_version_fk" FOREIGN KEY ("name","version") REFERENCES "public"."remote_versions"("name","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_error_messages" ADD CONSTRAINT "remote_error_messages_name_version_remote_versions_name_version_fk" FOREIGN KEY ("name","version") REFERENCES "public"."remote_versions"("name","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_report_counts" ADD CONSTRAINT "remote_report_counts_name_version_remote_versions_name_version_fk" FOREIGN KEY ("name","version") REFERENCES "public"."remote_versions"("name","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_error_messages_last_at_idx" ON "remote_error_messages" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "remote_report_counts_minute_idx" ON "remote_report_counts" USING btree ("minute");