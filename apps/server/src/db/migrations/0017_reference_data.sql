ALTER TABLE "dict_data" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "dict_data" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "dict_data" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(value || ' ' || label_en || ' ' || label_zh)) STORED;--> statement-breakpoint
CREATE INDEX "dict_data_search_trgm_idx" ON "dict_data" USING gin ("search_key" gin_trgm_ops);