CREATE TABLE "ocr_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"image_sha256" text NOT NULL,
	"image_bytes" integer NOT NULL,
	"engine" text NOT NULL,
	"lines" jsonb NOT NULL,
	"suggestions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ocr_readings" ADD CONSTRAINT "ocr_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ocr_readings_user_idx" ON "ocr_readings" USING btree ("user_id","created_at");