CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"state" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_market_permissions" (
	"user_id" uuid NOT NULL,
	"market" text NOT NULL,
	"permission" smallint DEFAULT 0 NOT NULL,
	"switch_enable" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_market_permissions_user_id_market_pk" PRIMARY KEY("user_id","market"),
	CONSTRAINT "ump_market_check" CHECK ("user_market_permissions"."market" in ('intl', 'cn')),
	CONSTRAINT "ump_flags_check" CHECK ("user_market_permissions"."permission" in (0, 1) and "user_market_permissions"."switch_enable" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"email" text,
	"phone_country" text,
	"phone_number" text,
	"password_hash" text,
	"user_state" smallint DEFAULT 1 NOT NULL,
	"user_type" text DEFAULT 'General' NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"biz_type" text,
	"business_type" text,
	"audit_result" text,
	"country_id" integer,
	"destination_id" integer,
	"fas_id" integer,
	"weight_type" text DEFAULT 'MT' NOT NULL,
	"language_type" text DEFAULT 'English' NOT NULL,
	"invite_code" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_state_check" CHECK ("users"."user_state" in (0, 1, 2, 3, 9)),
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('General', 'Supplier', 'Buyer')),
	CONSTRAINT "users_weight_type_check" CHECK ("users"."weight_type" in ('MT', 'LBS')),
	CONSTRAINT "users_language_type_check" CHECK ("users"."language_type" in ('China', 'English')),
	CONSTRAINT "users_has_identity_check" CHECK ("users"."email" is not null or "users"."phone_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vc_channel_check" CHECK ("verification_codes"."channel" in ('sms', 'email')),
	CONSTRAINT "vc_purpose_check" CHECK ("verification_codes"."purpose" in ('login', 'register'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_market_permissions" ADD CONSTRAINT "user_market_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone_country","phone_number");--> statement-breakpoint
CREATE INDEX "verification_codes_lookup_idx" ON "verification_codes" USING btree ("channel","target","purpose","created_at");