CREATE TABLE "battle_staff_members" (
	"battle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "battle_staff_members_battle_id_user_id_pk" PRIMARY KEY("battle_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"battle_id" integer NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "patrol_members" (
	"patrol_id" integer NOT NULL,
	"battle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "patrol_members_patrol_id_user_id_pk" PRIMARY KEY("patrol_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "patrols" (
	"id" serial PRIMARY KEY NOT NULL,
	"battle_id" integer NOT NULL,
	"name" text NOT NULL,
	"corps" integer NOT NULL,
	"category" integer,
	"city" text DEFAULT '' NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"patrol_size" integer DEFAULT 0 NOT NULL,
	"invite_token" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "patrols_invite_token_unique" UNIQUE("invite_token"),
	CONSTRAINT "patrols_id_battle_id_unique" UNIQUE("id","battle_id")
);
--> statement-breakpoint
ALTER TABLE "results" ALTER COLUMN "data" SET DEFAULT '{"categories":[]}'::jsonb;--> statement-breakpoint
ALTER TABLE "battle_staff_members" ADD CONSTRAINT "battle_staff_members_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_staff_members" ADD CONSTRAINT "battle_staff_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_members" ADD CONSTRAINT "patrol_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_members" ADD CONSTRAINT "patrol_members_patrol_battle_fk" FOREIGN KEY ("patrol_id","battle_id") REFERENCES "public"."patrols"("id","battle_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrols" ADD CONSTRAINT "patrols_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrols" ADD CONSTRAINT "patrols_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_battle_created_idx" ON "blog_posts" USING btree ("battle_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_members_battle_user_idx" ON "patrol_members" USING btree ("battle_id","user_id");--> statement-breakpoint
CREATE INDEX "patrol_members_user_id_idx" ON "patrol_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patrols_battle_name_lower_idx" ON "patrols" USING btree ("battle_id",lower("name"));