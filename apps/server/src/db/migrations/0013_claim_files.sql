CREATE TABLE "claim_container_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"container_id" uuid NOT NULL,
	"arrival_seal_no" text,
	"arrival_net_weight" numeric(18, 6),
	"weighing_source" text,
	"updated_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_container_evidence_weight_check" CHECK ("claim_container_evidence"."arrival_net_weight" is null or "claim_container_evidence"."arrival_net_weight" >= 0),
	CONSTRAINT "claim_container_evidence_source_check" CHECK ("claim_container_evidence"."weighing_source" is null or "claim_container_evidence"."weighing_source" in ('port', 'actual', 'third_party'))
);
--> statement-breakpoint
CREATE TABLE "claim_evidence_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"type" text NOT NULL,
	"surveyor" text,
	"container_id" uuid,
	"supports" text[] DEFAULT '{}'::text[] NOT NULL,
	"added_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_evidence_files_type_check" CHECK ("claim_evidence_files"."type" in ('weighbridge_ticket', 'surveyor_report', 'photo', 'video', 'other'))
);
--> statement-breakpoint
CREATE TABLE "contract_weight_tolerances" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"set_by_user_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_weight_tolerances_percent_check" CHECK ("contract_weight_tolerances"."percent" >= 0 and "contract_weight_tolerances"."percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "resumable_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"claim_id" uuid,
	"bucket" text NOT NULL,
	"file_name" text NOT NULL,
	"declared_size" bigint NOT NULL,
	"storage_driver" text NOT NULL,
	"storage_key" text NOT NULL,
	"state" text DEFAULT 'uploading' NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumable_uploads_purpose_check" CHECK ("resumable_uploads"."purpose" in ('claim')),
	CONSTRAINT "resumable_uploads_state_check" CHECK ("resumable_uploads"."state" in ('uploading', 'done', 'refused', 'removed')),
	CONSTRAINT "resumable_uploads_size_check" CHECK ("resumable_uploads"."declared_size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
ALTER TABLE "claim_container_evidence" ADD CONSTRAINT "claim_container_evidence_container_id_shipment_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."shipment_containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_container_evidence" ADD CONSTRAINT "claim_container_evidence_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_evidence_files" ADD CONSTRAINT "claim_evidence_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_evidence_files" ADD CONSTRAINT "claim_evidence_files_container_id_shipment_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."shipment_containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_evidence_files" ADD CONSTRAINT "claim_evidence_files_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_weight_tolerances" ADD CONSTRAINT "contract_weight_tolerances_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_weight_tolerances" ADD CONSTRAINT "contract_weight_tolerances_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD CONSTRAINT "resumable_uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD CONSTRAINT "resumable_uploads_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD CONSTRAINT "resumable_uploads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_container_evidence_key" ON "claim_container_evidence" USING btree ("claim_id","container_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_evidence_files_key" ON "claim_evidence_files" USING btree ("claim_id","file_id");--> statement-breakpoint
CREATE INDEX "claim_evidence_files_file_idx" ON "claim_evidence_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "resumable_uploads_bucket_idx" ON "resumable_uploads" USING btree ("bucket","state");--> statement-breakpoint
CREATE INDEX "resumable_uploads_owner_idx" ON "resumable_uploads" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "resumable_uploads_contract_idx" ON "resumable_uploads" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resumable_uploads_file_key" ON "resumable_uploads" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('ask', 'user_info', 'picture', 'contract', 'claim'));