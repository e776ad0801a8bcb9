CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"contact_email" text NOT NULL,
	"social_page_url" text NOT NULL,
	"intro_video_url" text NOT NULL,
	"fallback_event_start" timestamp with time zone NOT NULL,
	"fallback_registration_from" timestamp with time zone NOT NULL,
	"payment_details" text NOT NULL,
	"updated" timestamp with time zone NOT NULL,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id" = 1)
);
