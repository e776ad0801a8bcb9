ALTER TABLE "battles" ADD COLUMN "freeze_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "revealed_at" timestamp with time zone;