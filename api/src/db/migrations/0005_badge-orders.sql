CREATE TABLE "badge_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"street_name" text NOT NULL,
	"street_number" text NOT NULL,
	"postal_code" text NOT NULL,
	"postal_city" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping" integer NOT NULL,
	"total" integer NOT NULL,
	"client_address" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "badge_orders_client_created_idx" ON "badge_orders" USING btree ("client_address","created_at");