CREATE TABLE "address_book" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"contact" text,
	"email" text,
	"landline" text,
	"phone" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_book_kind_check" CHECK ("address_book"."kind" in ('consignee', 'notify', 'shipper'))
);
--> statement-breakpoint
CREATE TABLE "contract_bl_instructions" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"shipping_marks" text,
	"hs_code" text,
	"tax_id" text,
	"terminal_dock" text,
	"confirmed_by_user_id" uuid NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_bl_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"contact" text,
	"email" text,
	"landline" text,
	"phone" text,
	CONSTRAINT "contract_bl_parties_role_check" CHECK ("contract_bl_parties"."role" in ('consignee', 'notify1', 'notify2', 'shipper'))
);
--> statement-breakpoint
CREATE TABLE "contract_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"raised_by_user_id" uuid NOT NULL,
	"side" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"contacted_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answer" text,
	"staff_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_disputes_status_check" CHECK ("contract_disputes"."status" in ('open', 'contacted', 'answered', 'closed')),
	CONSTRAINT "contract_disputes_side_check" CHECK ("contract_disputes"."side" in ('buyer', 'seller'))
);
--> statement-breakpoint
CREATE TABLE "contract_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"type" text NOT NULL,
	"file_id" uuid NOT NULL,
	"shipment_id" uuid,
	"uploaded_by_user_id" uuid NOT NULL,
	"remark" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_documents_type_check" CHECK ("contract_documents"."type" in ('booking_confirmation', 'draft_bl', 'original_bl', 'packing_list', 'packing_photo', 'signed_contract', 'swift_receipt'))
);
--> statement-breakpoint
CREATE TABLE "contract_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"side" text NOT NULL,
	"company_name" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"tax_no" text NOT NULL,
	"contact_name" text,
	"phone" text,
	"confirmed_by_user_id" uuid NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_parties_side_check" CHECK ("contract_parties"."side" in ('buyer', 'seller'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"type" text NOT NULL,
	"invoice_no" text NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date,
	"issuer" text NOT NULL,
	"bill_to" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."type" in ('deposit', 'final')),
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"currency" text NOT NULL,
	"paid_on" date NOT NULL,
	"receipt_document_id" uuid,
	"note" text,
	"recorded_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_containers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"container_no" text NOT NULL,
	"seal_no" text,
	"net_weight" numeric(18, 6) NOT NULL,
	"gross_weight" numeric(18, 6),
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_containers_weight_check" CHECK ("shipment_containers"."net_weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"code" text NOT NULL,
	"location" text,
	"description" text,
	"container_no" text,
	"source" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"booking_no" text,
	"carrier" text,
	"vessel" text,
	"bill_no" text,
	"port_of_loading" text,
	"port_of_discharge" text,
	"etd" date,
	"eta" date,
	"status" text DEFAULT 'booked' NOT NULL,
	"telex_released" boolean DEFAULT false NOT NULL,
	"telex_released_at" timestamp with time zone,
	"done_pricing" boolean DEFAULT false NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('booked', 'loaded', 'arrived', 'delivered'))
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_kind_check";--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "deposit_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "payment_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "address_book" ADD CONSTRAINT "address_book_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book" ADD CONSTRAINT "address_book_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_bl_instructions" ADD CONSTRAINT "contract_bl_instructions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_bl_instructions" ADD CONSTRAINT "contract_bl_instructions_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_bl_parties" ADD CONSTRAINT "contract_bl_parties_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_disputes" ADD CONSTRAINT "contract_disputes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_disputes" ADD CONSTRAINT "contract_disputes_raised_by_user_id_users_id_fk" FOREIGN KEY ("raised_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_disputes" ADD CONSTRAINT "contract_disputes_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_parties" ADD CONSTRAINT "contract_parties_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_parties" ADD CONSTRAINT "contract_parties_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_document_id_contract_documents_id_fk" FOREIGN KEY ("receipt_document_id") REFERENCES "public"."contract_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_containers" ADD CONSTRAINT "shipment_containers_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_book_company_idx" ON "address_book" USING btree ("company_id","kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_bl_parties_role_key" ON "contract_bl_parties" USING btree ("contract_id","role");--> statement-breakpoint
CREATE INDEX "contract_disputes_contract_idx" ON "contract_disputes" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_disputes_status_idx" ON "contract_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contract_documents_contract_idx" ON "contract_documents" USING btree ("contract_id","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_documents_file_key" ON "contract_documents" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_parties_side_key" ON "contract_parties" USING btree ("contract_id","side");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_no_key" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "invoices_contract_idx" ON "invoices" USING btree ("contract_id","type");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_containers_no_key" ON "shipment_containers" USING btree ("shipment_id","container_no");--> statement-breakpoint
CREATE INDEX "shipment_containers_no_idx" ON "shipment_containers" USING btree ("container_no");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_dedupe_key" ON "shipment_events" USING btree ("shipment_id","occurred_at","code","container_no");--> statement-breakpoint
CREATE INDEX "shipments_contract_idx" ON "shipments" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_bill_no_key" ON "shipments" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "shipments_bill_no_lower_idx" ON "shipments" USING btree (lower("bill_no"));--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status","deal_at");--> statement-breakpoint
CREATE INDEX "contracts_no_lower_idx" ON "contracts" USING btree (lower("contract_no"));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_deposit_status_check" CHECK ("contracts"."deposit_status" in ('unpaid', 'paid'));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_payment_status_check" CHECK ("contracts"."payment_status" in ('unpaid', 'partial', 'paid'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_kind_check" CHECK ("files"."kind" in ('image', 'video', 'document'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('ask', 'user_info', 'picture', 'contract'));