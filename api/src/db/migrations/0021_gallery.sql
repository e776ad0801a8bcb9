CREATE TABLE "gallery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"battle_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"media_key" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"picked_by" integer,
	"picked_at" timestamp with time zone NOT NULL,
	"takedown_by" integer,
	"takedown_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_picked_by_users_id_fk" FOREIGN KEY ("picked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_takedown_by_users_id_fk" FOREIGN KEY ("takedown_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_items_answer_idx" ON "gallery_items" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "gallery_items_battle_picked_idx" ON "gallery_items" USING btree ("battle_id","picked_at");