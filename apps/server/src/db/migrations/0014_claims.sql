CREATE TABLE "claim_containers" (
	"claim_id" uuid NOT NULL,
	"container_id" uuid NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "claim_containers_claim_id_container_id_pk" PRIMARY KEY("claim_id","container_id")
);
--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"text" text,
	"amount" numeric(20, 2),
	"from_status" text,
	"to_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_no" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"contract_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"seller_user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"line_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"gross_weight" numeric(18, 6),
	"tare_weight" numeric(18, 6),
	"net_weight" numeric(18, 6),
	"sample_weight" numeric(18, 6),
	"port_weight" numeric(18, 6),
	"actual_weight" numeric(18, 6),
	"third_party_weight" numeric(18, 6),
	"shortage_weight" numeric(18, 6),
	"claimed_weight" numeric(18, 6),
	"total_claim" numeric(20, 2),
	"calculation_method" text,
	"reason" text,
	"answer" text,
	"answer_amount" numeric(20, 2),
	"answer_reason" text,
	"agreed_amount" numeric(20, 2),
	"notice_due_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"staff_contacted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"overdue_flagged_at" timestamp with time zone,
	"staff_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_type_check" CHECK ("claims"."type" in ('shortage', 'quality', 'both')),
	CONSTRAINT "claims_status_check" CHECK ("claims"."status" in ('draft', 'submitted', 'answered', 'mediation', 'settled', 'closed', 'withdrawn')),
	CONSTRAINT "claims_answer_check" CHECK ("claims"."answer" is null or "claims"."answer" in ('accept', 'counter', 'reject')),
	CONSTRAINT "claims_total_claim_check" CHECK ("claims"."total_claim" is null or "claims"."total_claim" > 0),
	CONSTRAINT "claims_agreed_amount_check" CHECK ("claims"."agreed_amount" is null or "claims"."agreed_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_no" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"claim_id" uuid,
	"amount" numeric(20, 2) NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_amount_check" CHECK ("credit_notes"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "claim_containers" ADD CONSTRAINT "claim_containers_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_containers" ADD CONSTRAINT "claim_containers_container_id_shipment_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."shipment_containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_containers_live_key" ON "claim_containers" USING btree ("container_id") WHERE live;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_no_key" ON "claims" USING btree ("claim_no");--> statement-breakpoint
CREATE INDEX "claims_buyer_idx" ON "claims" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_seller_idx" ON "claims" USING btree ("seller_user_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_contract_idx" ON "claims" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_shipment_idx" ON "claims" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_no_key" ON "credit_notes" USING btree ("credit_note_no");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_claim_key" ON "credit_notes" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('followed_category_ask', 'verification_approved', 'verification_refused', 'shop_approved', 'shop_refused', 'quote_countered', 'quote_price_locked', 'quote_deal', 'quote_deal_review', 'quote_deal_refused', 'firm_price_offer', 'contract_signed', 'contract_voided', 'contract_document', 'invoice_due', 'shipment_loaded', 'shipment_arrived', 'shipment_delivered', 'shipment_telex_released', 'dispute_answered', 'price_fix_requested', 'price_fix_confirmed', 'price_fix_rejected', 'claim_submitted', 'claim_answered', 'claim_mediation', 'claim_settled', 'claim_closed'));