CREATE TABLE "contract_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"ask_detail_id" uuid NOT NULL,
	"detail_name" text,
	"detail_name_zh" text,
	"quote_type" text NOT NULL,
	"deduction" smallint NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	"weight" numeric(18, 6),
	"containers" integer,
	"amount" numeric(20, 4),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_no" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ask_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"seller_user_id" uuid NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"term" text NOT NULL,
	"port_id" integer,
	"destination_port_id" integer,
	"prepay_rate" smallint NOT NULL,
	"deposit_ratio" numeric(4, 1) NOT NULL,
	"balance_ratio" numeric(4, 1) NOT NULL,
	"payment_timing" text NOT NULL,
	"fixing_side" text NOT NULL,
	"tax_included" boolean DEFAULT false NOT NULL,
	"total_weight" numeric(18, 6) NOT NULL,
	"total_amount" numeric(20, 4),
	"under_review" boolean DEFAULT false NOT NULL,
	"deal_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_status_check" CHECK ("contracts"."status" in ('pending', 'signed', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "ask_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ask_id" uuid NOT NULL,
	"asker_user_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"ask_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"lines" jsonb,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_events_actor_check" CHECK ("quote_events"."actor" in ('buyer', 'seller', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"ask_detail_id" uuid NOT NULL,
	"quote_type" text NOT NULL,
	"deduction" smallint NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	"counter_price" numeric(18, 4),
	"agreed_price" numeric(18, 4),
	"weight" numeric(18, 6),
	"containers" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_lines_deduction_check" CHECK ("quote_lines"."deduction" in (0, 1, 2)),
	CONSTRAINT "quote_lines_amount_check" CHECK ("quote_lines"."weight" is not null or "quote_lines"."containers" is not null)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ask_id" uuid NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"seller_user_id" uuid NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"weight_unit" text DEFAULT 'MT' NOT NULL,
	"term" text NOT NULL,
	"port_id" integer,
	"destination_port_id" integer,
	"prepay_rate" smallint NOT NULL,
	"deposit_ratio" numeric(4, 1) NOT NULL,
	"balance_ratio" numeric(4, 1) NOT NULL,
	"payment_timing" text NOT NULL,
	"valid_when" text,
	"fixing_side" text DEFAULT 'undecided' NOT NULL,
	"firm" boolean DEFAULT false NOT NULL,
	"tax_included" boolean DEFAULT false NOT NULL,
	"remark" text,
	"via_buy_now" boolean DEFAULT false NOT NULL,
	"method_mismatch" boolean DEFAULT false NOT NULL,
	"locked_at" timestamp with time zone,
	"deal_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_state_check" CHECK ("quotes"."state" in ('waiting', 'dicker', 'bargaining', 'confirm', 'deal', 'auditing', 'refuse', 'recalled', 'cancelled', 'rejected', 'expired', 'lost')),
	CONSTRAINT "quotes_market_check" CHECK ("quotes"."market" in ('intl', 'cn')),
	CONSTRAINT "quotes_currency_check" CHECK ("quotes"."currency" in ('USD', 'CNY')),
	CONSTRAINT "quotes_term_check" CHECK ("quotes"."term" in ('EXW', 'FAS', 'FOB', 'CNF', 'CFR', 'CIF')),
	CONSTRAINT "quotes_prepay_check" CHECK ("quotes"."prepay_rate" between 0 and 100),
	CONSTRAINT "quotes_ratio_check" CHECK ("quotes"."deposit_ratio" + "quotes"."balance_ratio" = 100),
	CONSTRAINT "quotes_weight_unit_check" CHECK ("quotes"."weight_unit" in ('MT', 'LBS'))
);
--> statement-breakpoint
CREATE TABLE "reference_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"basis" text NOT NULL,
	"unit" text NOT NULL,
	"price_date" date NOT NULL,
	"price" numeric(18, 6) NOT NULL,
	"source" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_prices_basis_check" CHECK ("reference_prices"."basis" in ('LME', 'CMX', 'SHCU', 'CJCU', 'JLCU', 'BTAL', 'USDCNY')),
	CONSTRAINT "reference_prices_price_check" CHECK ("reference_prices"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_ask_detail_id_ask_details_id_fk" FOREIGN KEY ("ask_detail_id") REFERENCES "public"."ask_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_ask_id_asks_id_fk" FOREIGN KEY ("ask_id") REFERENCES "public"."asks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ask_questions" ADD CONSTRAINT "ask_questions_ask_id_asks_id_fk" FOREIGN KEY ("ask_id") REFERENCES "public"."asks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ask_questions" ADD CONSTRAINT "ask_questions_asker_user_id_users_id_fk" FOREIGN KEY ("asker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ask_questions" ADD CONSTRAINT "ask_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_ask_detail_id_ask_details_id_fk" FOREIGN KEY ("ask_detail_id") REFERENCES "public"."ask_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_ask_id_asks_id_fk" FOREIGN KEY ("ask_id") REFERENCES "public"."asks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_prices" ADD CONSTRAINT "reference_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_lines_contract_idx" ON "contract_lines" USING btree ("contract_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_no_key" ON "contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_live_ask_key" ON "contracts" USING btree ("ask_id") WHERE status <> 'voided';--> statement-breakpoint
CREATE INDEX "contracts_buyer_idx" ON "contracts" USING btree ("buyer_user_id","deal_at");--> statement-breakpoint
CREATE INDEX "contracts_seller_idx" ON "contracts" USING btree ("seller_user_id","deal_at");--> statement-breakpoint
CREATE INDEX "contracts_quote_idx" ON "contracts" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "ask_questions_ask_idx" ON "ask_questions" USING btree ("ask_id","created_at");--> statement-breakpoint
CREATE INDEX "ask_questions_asker_idx" ON "ask_questions" USING btree ("asker_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_events_quote_idx" ON "quote_events" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quote_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_quote_detail_key" ON "quote_lines" USING btree ("quote_id","ask_detail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_live_buyer_key" ON "quotes" USING btree ("ask_id","buyer_user_id") WHERE state in ('waiting', 'dicker', 'bargaining', 'confirm', 'deal', 'auditing', 'refuse', 'recalled');--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_ask_holder_key" ON "quotes" USING btree ("ask_id") WHERE state in ('confirm', 'deal', 'auditing');--> statement-breakpoint
CREATE INDEX "quotes_ask_idx" ON "quotes" USING btree ("ask_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_buyer_idx" ON "quotes" USING btree ("buyer_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "quotes_review_idx" ON "quotes" USING btree ("deal_at") WHERE state = 'auditing';--> statement-breakpoint
CREATE INDEX "quotes_open_idx" ON "quotes" USING btree ("ask_id") WHERE state in ('waiting', 'dicker', 'bargaining', 'confirm');--> statement-breakpoint
CREATE UNIQUE INDEX "reference_prices_basis_date_key" ON "reference_prices" USING btree ("basis","price_date");--> statement-breakpoint
CREATE INDEX "reference_prices_date_idx" ON "reference_prices" USING btree ("price_date");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('followed_category_ask', 'verification_approved', 'verification_refused', 'shop_approved', 'shop_refused', 'quote_countered', 'quote_price_locked', 'quote_deal', 'quote_deal_review', 'quote_deal_refused', 'firm_price_offer'));