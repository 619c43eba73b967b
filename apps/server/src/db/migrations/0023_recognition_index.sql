CREATE TABLE "recognition_photos" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"ask_id" uuid,
	"category_id" integer NOT NULL,
	"label_state" text DEFAULT 'ask' NOT NULL,
	"labelled_by" uuid,
	"labelled_at" timestamp with time zone,
	"extractor" text NOT NULL,
	"features" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recognition_photos_label_state_check" CHECK ("recognition_photos"."label_state" in ('ask', 'confirmed', 'relabelled', 'excluded'))
);
--> statement-breakpoint
ALTER TABLE "recognition_photos" ADD CONSTRAINT "recognition_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_photos" ADD CONSTRAINT "recognition_photos_ask_id_asks_id_fk" FOREIGN KEY ("ask_id") REFERENCES "public"."asks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_photos" ADD CONSTRAINT "recognition_photos_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_photos" ADD CONSTRAINT "recognition_photos_labelled_by_users_id_fk" FOREIGN KEY ("labelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recognition_photos_extractor_idx" ON "recognition_photos" USING btree ("extractor","label_state");--> statement-breakpoint
CREATE INDEX "recognition_photos_ask_idx" ON "recognition_photos" USING btree ("ask_id");