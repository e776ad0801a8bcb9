CREATE TABLE "remote_version_files" (
	"name" text NOT NULL,
	"version" text NOT NULL,
	"path" text NOT NULL,
	"integrity" text NOT NULL,
	CONSTRAINT "remote_version_files_name_version_path_pk" PRIMARY KEY("name","version","path")
);
--> statement-breakpoint
ALTER TABLE "remote_version_files" ADD CONSTRAINT "remote_version_files_name_version_remote_versions_name_version_fk" FOREIGN KEY ("name","version") REFERENCES "public"."remote_versions"("name","version") ON DELETE cascade ON UPDATE no action;