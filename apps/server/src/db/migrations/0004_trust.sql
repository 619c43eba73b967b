CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref_key" text,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"mail_status" text DEFAULT 'none' NOT NULL,
	"mail_to" text,
	"mail_lang" text,
	"mail_claimed_at" timestamp with time zone,
	"mail_outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_mail_status_check" CHECK ("notifications"."mail_status" in ('none', 'pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "notifications_mail_lang_check" CHECK ("notifications"."mail_lang" is null or "notifications"."mail_lang" in ('zh', 'en')),
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('followed_category_ask', 'verification_approved', 'verification_refused', 'shop_approved', 'shop_refused'))
);
--> statement-breakpoint
CREATE TABLE "shop_follows" (
	"user_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_follows_user_id_shop_id_pk" PRIMARY KEY("user_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "shop_pictures" (
	"shop_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "shop_pictures_shop_id_file_id_pk" PRIMARY KEY("shop_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_user_id" uuid NOT NULL,
	"company_id" uuid,
	"status" text DEFAULT 'waiting' NOT NULL,
	"fail_reason" text,
	"factories_number" integer NOT NULL,
	"employees_number" integer NOT NULL,
	"establishment_time" date NOT NULL,
	"profile_zh" text,
	"profile_en" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_status_check" CHECK ("shops"."status" in ('waiting', 'ok', 'failed')),
	CONSTRAINT "shops_failed_reason_check" CHECK ("shops"."status" <> 'failed' or "shops"."fail_reason" is not null),
	CONSTRAINT "shops_factories_check" CHECK ("shops"."factories_number" between 0 and 999),
	CONSTRAINT "shops_employees_check" CHECK ("shops"."employees_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_links" (
	"agent_user_id" uuid NOT NULL,
	"seller_user_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_links_agent_user_id_seller_user_id_pk" PRIMARY KEY("agent_user_id","seller_user_id"),
	CONSTRAINT "agent_links_distinct_check" CHECK ("agent_links"."agent_user_id" <> "agent_links"."seller_user_id")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"company_name_en" text,
	"business_license_file_id" uuid,
	"personal_card_file_id" uuid,
	"invite_code" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"refuse_reason" text,
	"approved_user_type" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "verifications_state_check" CHECK ("verifications"."state" in ('pending', 'approved', 'refused')),
	CONSTRAINT "verifications_refused_reason_check" CHECK ("verifications"."state" <> 'refused' or "verifications"."refuse_reason" is not null),
	CONSTRAINT "verifications_documents_check" CHECK ("verifications"."business_license_file_id" is not null or "verifications"."invite_code" is not null),
	CONSTRAINT "verifications_user_type_check" CHECK ("verifications"."approved_user_type" is null or "verifications"."approved_user_type" in ('Supplier', 'Buyer'))
);
--> statement-breakpoint
CREATE TABLE "wanted_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category_id" integer NOT NULL,
	"push_switch" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wanted_push_switch_check" CHECK ("wanted_categories"."push_switch" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "push_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state_before_block" smallint;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pictures" ADD CONSTRAINT "shop_pictures_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pictures" ADD CONSTRAINT "shop_pictures_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_links" ADD CONSTRAINT "agent_links_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_links" ADD CONSTRAINT "agent_links_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_links" ADD CONSTRAINT "agent_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_business_license_file_id_files_id_fk" FOREIGN KEY ("business_license_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_personal_card_file_id_files_id_fk" FOREIGN KEY ("personal_card_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_categories" ADD CONSTRAINT "wanted_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_categories" ADD CONSTRAINT "wanted_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","created_at") WHERE read_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_ref_key" ON "notifications" USING btree ("user_id","kind","ref_key") WHERE ref_key is not null;--> statement-breakpoint
CREATE INDEX "notifications_mail_queue_idx" ON "notifications" USING btree ("created_at") WHERE mail_status in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "shop_follows_shop_idx" ON "shop_follows" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shop_follows_user_idx" ON "shop_follows" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_pictures_order_idx" ON "shop_pictures" USING btree ("shop_id","sort");--> statement-breakpoint
CREATE INDEX "shop_pictures_file_idx" ON "shop_pictures" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_seller_key" ON "shops" USING btree ("seller_user_id");--> statement-breakpoint
CREATE INDEX "shops_public_idx" ON "shops" USING btree ("approved_at","id") WHERE status = 'ok';--> statement-breakpoint
CREATE INDEX "shops_queue_idx" ON "shops" USING btree ("submitted_at","id") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "agent_links_seller_idx" ON "agent_links" USING btree ("seller_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_one_pending_key" ON "verifications" USING btree ("user_id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "verifications_queue_idx" ON "verifications" USING btree ("submitted_at","id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "verifications_user_idx" ON "verifications" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "verifications_reviewed_idx" ON "verifications" USING btree ("state","reviewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wanted_user_category_key" ON "wanted_categories" USING btree ("user_id","category_id");--> statement-breakpoint
CREATE INDEX "wanted_category_idx" ON "wanted_categories" USING btree ("category_id","user_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at");