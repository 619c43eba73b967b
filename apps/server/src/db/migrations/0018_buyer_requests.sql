CREATE TABLE "buyer_request_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"ask_id" uuid NOT NULL,
	"supplier_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"company_id" uuid,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"title" text,
	"category_ids" integer[] NOT NULL,
	"sub_category_ids" integer[] NOT NULL,
	"weight" numeric(18, 6),
	"containers" integer,
	"quote_type" text NOT NULL,
	"target_price" numeric(18, 4) NOT NULL,
	"delivery_term" text NOT NULL,
	"port_id" integer,
	"destination_port_id" integer,
	"deposit_ratio" numeric(4, 1) NOT NULL,
	"balance_ratio" numeric(4, 1) NOT NULL,
	"payment_timing" text NOT NULL,
	"valid_until" date NOT NULL,
	"remark" text,
	"photo_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"refuse_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_requests_market_check" CHECK ("buyer_requests"."market" in ('intl', 'cn')),
	CONSTRAINT "buyer_requests_currency_check" CHECK ("buyer_requests"."currency" in ('USD', 'CNY')),
	CONSTRAINT "buyer_requests_state_check" CHECK ("buyer_requests"."state" in ('pending', 'live', 'refused', 'expired', 'fulfilled', 'closed')),
	CONSTRAINT "buyer_requests_refused_reason_check" CHECK ("buyer_requests"."state" <> 'refused' or "buyer_requests"."refuse_reason" is not null),
	CONSTRAINT "buyer_requests_quantity_check" CHECK ("buyer_requests"."weight" is not null or "buyer_requests"."containers" is not null),
	CONSTRAINT "buyer_requests_ratio_check" CHECK ("buyer_requests"."deposit_ratio" + "buyer_requests"."balance_ratio" = 100),
	CONSTRAINT "buyer_requests_delivery_term_check" CHECK ("buyer_requests"."delivery_term" in ('EXW', 'FAS', 'FOB', 'CNF', 'CIF'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "buyer_request_offers" ADD CONSTRAINT "buyer_request_offers_request_id_buyer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."buyer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_request_offers" ADD CONSTRAINT "buyer_request_offers_ask_id_asks_id_fk" FOREIGN KEY ("ask_id") REFERENCES "public"."asks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_request_offers" ADD CONSTRAINT "buyer_request_offers_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_requests" ADD CONSTRAINT "buyer_requests_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_requests" ADD CONSTRAINT "buyer_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_requests" ADD CONSTRAINT "buyer_requests_port_id_dict_data_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."dict_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_requests" ADD CONSTRAINT "buyer_requests_destination_port_id_dict_data_id_fk" FOREIGN KEY ("destination_port_id") REFERENCES "public"."dict_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_requests" ADD CONSTRAINT "buyer_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_request_offers_key" ON "buyer_request_offers" USING btree ("request_id","ask_id");--> statement-breakpoint
CREATE INDEX "buyer_request_offers_ask_idx" ON "buyer_request_offers" USING btree ("ask_id");--> statement-breakpoint
CREATE INDEX "buyer_request_offers_supplier_idx" ON "buyer_request_offers" USING btree ("supplier_user_id","request_id");--> statement-breakpoint
CREATE INDEX "buyer_requests_live_idx" ON "buyer_requests" USING btree ("market","published_at","id") WHERE state = 'live';--> statement-breakpoint
CREATE INDEX "buyer_requests_categories_gin" ON "buyer_requests" USING gin ("category_ids","sub_category_ids");--> statement-breakpoint
CREATE INDEX "buyer_requests_buyer_idx" ON "buyer_requests" USING btree ("buyer_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "buyer_requests_review_idx" ON "buyer_requests" USING btree ("submitted_at","id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "buyer_requests_live_valid_idx" ON "buyer_requests" USING btree ("valid_until") WHERE state = 'live';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('followed_category_ask', 'verification_approved', 'verification_refused', 'shop_approved', 'shop_refused', 'quote_countered', 'quote_price_locked', 'quote_deal', 'quote_deal_review', 'quote_deal_refused', 'firm_price_offer', 'contract_signed', 'contract_voided', 'contract_document', 'invoice_due', 'shipment_loaded', 'shipment_arrived', 'shipment_delivered', 'shipment_telex_released', 'dispute_answered', 'price_fix_requested', 'price_fix_confirmed', 'price_fix_rejected', 'claim_submitted', 'claim_answered', 'claim_mediation', 'claim_settled', 'claim_closed', 'price_alert', 'buyer_request_posted', 'buyer_request_offer', 'buyer_request_approved', 'buyer_request_refused'));