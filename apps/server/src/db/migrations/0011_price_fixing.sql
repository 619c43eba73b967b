CREATE TABLE "shipment_price_fixes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"contract_line_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"origin" text DEFAULT 'request' NOT NULL,
	"requested_by_user_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	"basis" text,
	"settlement_date" date,
	"settlement_price" numeric(18, 6),
	"price_per_mt" numeric(18, 2),
	"currency" text,
	"net_weight" numeric(18, 6),
	"amount" numeric(20, 2),
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_price_fixes_status_check" CHECK ("shipment_price_fixes"."status" in ('requested', 'confirmed', 'rejected')),
	CONSTRAINT "shipment_price_fixes_origin_check" CHECK ("shipment_price_fixes"."origin" in ('request', 'fallback')),
	CONSTRAINT "shipment_price_fixes_confirmed_check" CHECK ("shipment_price_fixes"."status" <> 'confirmed' or ("shipment_price_fixes"."price_per_mt" is not null and "shipment_price_fixes"."settlement_date" is not null and "shipment_price_fixes"."amount" is not null and "shipment_price_fixes"."net_weight" is not null))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "shipment_price_fixes" ADD CONSTRAINT "shipment_price_fixes_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_price_fixes" ADD CONSTRAINT "shipment_price_fixes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_price_fixes" ADD CONSTRAINT "shipment_price_fixes_contract_line_id_contract_lines_id_fk" FOREIGN KEY ("contract_line_id") REFERENCES "public"."contract_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_price_fixes" ADD CONSTRAINT "shipment_price_fixes_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_price_fixes" ADD CONSTRAINT "shipment_price_fixes_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_price_fixes_live_key" ON "shipment_price_fixes" USING btree ("shipment_id") WHERE status in ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX "shipment_price_fixes_contract_idx" ON "shipment_price_fixes" USING btree ("contract_id","requested_at");--> statement-breakpoint
CREATE INDEX "shipment_price_fixes_status_idx" ON "shipment_price_fixes" USING btree ("status","requested_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('followed_category_ask', 'verification_approved', 'verification_refused', 'shop_approved', 'shop_refused', 'quote_countered', 'quote_price_locked', 'quote_deal', 'quote_deal_review', 'quote_deal_refused', 'firm_price_offer', 'contract_signed', 'contract_voided', 'contract_document', 'invoice_due', 'shipment_loaded', 'shipment_arrived', 'shipment_delivered', 'shipment_telex_released', 'dispute_answered', 'price_fix_requested', 'price_fix_confirmed', 'price_fix_rejected'));