CREATE TABLE "site_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"poster_file_id" uuid,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_videos_position_check" CHECK ("site_videos"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "site_videos" ADD CONSTRAINT "site_videos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_videos" ADD CONSTRAINT "site_videos_poster_file_id_files_id_fk" FOREIGN KEY ("poster_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_videos" ADD CONSTRAINT "site_videos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_videos_public_idx" ON "site_videos" USING btree ("published","position");--> statement-breakpoint
CREATE INDEX "site_videos_file_idx" ON "site_videos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "site_videos_poster_idx" ON "site_videos" USING btree ("poster_file_id");