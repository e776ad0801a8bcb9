CREATE TABLE "correction_feedback" (
	"battle_id" integer PRIMARY KEY NOT NULL,
	"release" text DEFAULT 'TASK_CLOSED' NOT NULL,
	"phrases" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_corrections" ADD COLUMN "subject" text DEFAULT 'POINTS' NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_corrections" ADD COLUMN "old_note" text;--> statement-breakpoint
ALTER TABLE "answer_corrections" ADD COLUMN "new_note" text;--> statement-breakpoint
ALTER TABLE "battle_task_answers" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "correction_feedback" ADD CONSTRAINT "correction_feedback_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;