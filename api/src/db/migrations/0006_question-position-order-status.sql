ALTER TABLE "badge_orders" ADD COLUMN "status" text DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing questions keep the order they were listed in until now: creation (id) order per task.
UPDATE "questions" SET "position" = "ordered"."place" FROM (
	SELECT "id", (row_number() OVER (PARTITION BY "battle_task_id" ORDER BY "id") - 1)::integer AS "place" FROM "questions"
) AS "ordered" WHERE "questions"."id" = "ordered"."id";
