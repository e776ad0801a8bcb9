CREATE TABLE "patrol_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"patrol_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"changed_by" integer,
	"member_id" integer,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patrol_audit" ADD CONSTRAINT "patrol_audit_patrol_id_patrols_id_fk" FOREIGN KEY ("patrol_id") REFERENCES "public"."patrols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_audit" ADD CONSTRAINT "patrol_audit_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_audit" ADD CONSTRAINT "patrol_audit_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patrol_audit_patrol_id_idx" ON "patrol_audit" USING btree ("patrol_id");