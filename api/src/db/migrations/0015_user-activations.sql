CREATE TABLE "user_activations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"activated_by" integer,
	"activated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_activations" ADD CONSTRAINT "user_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activations" ADD CONSTRAINT "user_activations_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;