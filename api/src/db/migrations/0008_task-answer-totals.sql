ALTER TABLE "battle_task_answers" ADD COLUMN "answer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "battle_task_answers" ADD COLUMN "scored_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "battle_task_answers" ADD COLUMN "answer_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "battle_task_answers" ADD COLUMN "last_answer_received" timestamp with time zone;