CREATE TABLE "feedback_prompt_snoozes" (
	"user_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"snoozed_until" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_prompt_snoozes_user_id_shipment_id_pk" PRIMARY KEY("user_id","shipment_id")
);
--> statement-breakpoint
CREATE TABLE "shipment_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"buyer_company_id" uuid,
	"buyer_user_id" uuid NOT NULL,
	"satisfaction" smallint NOT NULL,
	"quality_score" smallint,
	"weight_score" smallint,
	"packing_score" smallint,
	"documents_score" smallint,
	"comment" text,
	"photo_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"details_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_feedback_satisfaction_check" CHECK ("shipment_feedback"."satisfaction" between 1 and 4),
	CONSTRAINT "shipment_feedback_scores_check" CHECK (coalesce("shipment_feedback"."quality_score", 1) between 1 and 5 and coalesce("shipment_feedback"."weight_score", 1) between 1 and 5 and coalesce("shipment_feedback"."packing_score", 1) between 1 and 5 and coalesce("shipment_feedback"."documents_score", 1) between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "feedback_prompt_snoozes" ADD CONSTRAINT "feedback_prompt_snoozes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_prompt_snoozes" ADD CONSTRAINT "feedback_prompt_snoozes_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_feedback" ADD CONSTRAINT "shipment_feedback_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_feedback" ADD CONSTRAINT "shipment_feedback_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_feedback" ADD CONSTRAINT "shipment_feedback_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_feedback" ADD CONSTRAINT "shipment_feedback_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_feedback_shipment_key" ON "shipment_feedback" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_feedback_contract_idx" ON "shipment_feedback" USING btree ("contract_id");