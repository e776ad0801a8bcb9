CREATE TABLE "patrol_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"battle_id" integer NOT NULL,
	"battle_task_id" integer NOT NULL,
	"patrol_id" integer NOT NULL,
	"asked_by" integer,
	"asked_at" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"open_slot" integer,
	"answer" text,
	"visibility" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "patrol_questions" ADD CONSTRAINT "patrol_questions_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_questions" ADD CONSTRAINT "patrol_questions_battle_task_id_battle_tasks_id_fk" FOREIGN KEY ("battle_task_id") REFERENCES "public"."battle_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_questions" ADD CONSTRAINT "patrol_questions_patrol_id_patrols_id_fk" FOREIGN KEY ("patrol_id") REFERENCES "public"."patrols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_questions" ADD CONSTRAINT "patrol_questions_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_questions" ADD CONSTRAINT "patrol_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_questions_open_slot_idx" ON "patrol_questions" USING btree ("patrol_id","open_slot");--> statement-breakpoint
CREATE INDEX "patrol_questions_battle_status_idx" ON "patrol_questions" USING btree ("battle_id","status","asked_at");--> statement-breakpoint
CREATE INDEX "patrol_questions_task_idx" ON "patrol_questions" USING btree ("battle_task_id");