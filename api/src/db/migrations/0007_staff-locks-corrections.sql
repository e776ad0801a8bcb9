CREATE TABLE "answer_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"battle_task_answer_id" integer NOT NULL,
	"answer_id" integer,
	"corrected_by" integer NOT NULL,
	"corrected_at" timestamp with time zone NOT NULL,
	"old_points" integer,
	"new_points" integer
);
--> statement-breakpoint
ALTER TABLE "battle_task_answers" ADD COLUMN "locked_by" integer;--> statement-breakpoint
ALTER TABLE "battle_task_answers" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answer_corrections" ADD CONSTRAINT "answer_corrections_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_corrections" ADD CONSTRAINT "answer_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_corrections" ADD CONSTRAINT "answer_corrections_task_answer_fk" FOREIGN KEY ("battle_task_answer_id") REFERENCES "public"."battle_task_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_corrections_battle_task_answer_idx" ON "answer_corrections" USING btree ("battle_task_answer_id");--> statement-breakpoint
ALTER TABLE "battle_task_answers" ADD CONSTRAINT "battle_task_answers_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_battle_task_answer_idx" ON "answers" USING btree ("battle_task_answer_id");--> statement-breakpoint
CREATE INDEX "battle_task_answers_patrol_idx" ON "battle_task_answers" USING btree ("patrol_id");--> statement-breakpoint
CREATE INDEX "battle_task_answers_lock_idx" ON "battle_task_answers" USING btree ("locked_by","locked_until");