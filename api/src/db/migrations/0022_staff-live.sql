CREATE TABLE "answer_arrivals" (
	"battle_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"answers" integer NOT NULL,
	CONSTRAINT "answer_arrivals_battle_id_minute_pk" PRIMARY KEY("battle_id","minute")
);
--> statement-breakpoint
ALTER TABLE "battle_task_answers" ADD COLUMN "locked_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answer_arrivals" ADD CONSTRAINT "answer_arrivals_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;