CREATE TABLE "answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"battle_task_answer_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_received" timestamp with time zone NOT NULL,
	"points" integer,
	"answer_text" text,
	"chosen_options" integer[],
	"media_key" text,
	"mime_type" text,
	"media_size" integer
);
--> statement-breakpoint
CREATE TABLE "battle_task_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"battle_task_id" integer NOT NULL,
	"patrol_id" integer NOT NULL,
	"override_points" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battle_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"battle_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"patrol_categories" integer[] NOT NULL,
	"available_from" timestamp with time zone NOT NULL,
	"close" timestamp with time zone NOT NULL,
	"available_to" timestamp with time zone NOT NULL,
	"display_date" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"battle_task_id" integer NOT NULL,
	"name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_battle_task_answer_id_battle_task_answers_id_fk" FOREIGN KEY ("battle_task_answer_id") REFERENCES "public"."battle_task_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_task_answers" ADD CONSTRAINT "battle_task_answers_battle_task_id_battle_tasks_id_fk" FOREIGN KEY ("battle_task_id") REFERENCES "public"."battle_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_task_answers" ADD CONSTRAINT "battle_task_answers_patrol_id_patrols_id_fk" FOREIGN KEY ("patrol_id") REFERENCES "public"."patrols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_tasks" ADD CONSTRAINT "battle_tasks_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_battle_task_id_battle_tasks_id_fk" FOREIGN KEY ("battle_task_id") REFERENCES "public"."battle_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answers_question_task_answer_idx" ON "answers" USING btree ("question_id","battle_task_answer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_task_answers_task_patrol_idx" ON "battle_task_answers" USING btree ("battle_task_id","patrol_id");--> statement-breakpoint
CREATE INDEX "battle_tasks_battle_available_idx" ON "battle_tasks" USING btree ("battle_id","available_from");--> statement-breakpoint
CREATE INDEX "questions_battle_task_id_idx" ON "questions" USING btree ("battle_task_id");