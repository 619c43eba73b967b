CREATE TABLE "price_follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"alert_pct" numeric(6, 2),
	"alert_level" numeric(18, 6),
	"alert_direction" text,
	"last_alerted_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_follows_kind_check" CHECK ("price_follows"."kind" in ('item', 'series')),
	CONSTRAINT "price_follows_direction_check" CHECK ("price_follows"."alert_direction" is null or "price_follows"."alert_direction" in ('up', 'down')),
	CONSTRAINT "price_follows_alert_pct_check" CHECK ("price_follows"."alert_pct" is null or "price_follows"."alert_pct" > 0),
	CONSTRAINT "price_follows_alert_level_check" CHECK ("price_follows"."alert_level" is null or "price_follows"."alert_level" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"market" text NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"description" text,
	"description_zh" text,
	"location" text,
	"port" text,
	"remark" text,
	"retired_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_items_market_check" CHECK ("price_items"."market" in ('intl', 'cn')),
	CONSTRAINT "price_items_description_check" CHECK ("price_items"."description" is not null or "price_items"."description_zh" is not null)
);
--> statement-breakpoint
CREATE TABLE "price_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"price_date" date NOT NULL,
	"purchase_price" numeric(14, 2),
	"domestic_sales_price" numeric(14, 2),
	"export_sales_price" numeric(14, 2),
	"fas_price" numeric(14, 2),
	"cif_cnf_price" numeric(14, 2),
	"remark" text,
	"demo" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_points_some_price_check" CHECK (coalesce("price_points"."purchase_price", "price_points"."domestic_sales_price", "price_points"."export_sales_price", "price_points"."fas_price", "price_points"."cif_cnf_price") is not null),
	CONSTRAINT "price_points_positive_check" CHECK (coalesce("price_points"."purchase_price", 1) > 0 and coalesce("price_points"."domestic_sales_price", 1) > 0 and coalesce("price_points"."export_sales_price", 1) > 0 and coalesce("price_points"."fas_price", 1) > 0 and coalesce("price_points"."cif_cnf_price", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "price_follows" ADD CONSTRAINT "price_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_items" ADD CONSTRAINT "price_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_items" ADD CONSTRAINT "price_items_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_items" ADD CONSTRAINT "price_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_points" ADD CONSTRAINT "price_points_item_id_price_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."price_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_points" ADD CONSTRAINT "price_points_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_follows_user_kind_key_key" ON "price_follows" USING btree ("user_id","kind","key");--> statement-breakpoint
CREATE INDEX "price_follows_kind_key_idx" ON "price_follows" USING btree ("kind","key");--> statement-breakpoint
CREATE UNIQUE INDEX "price_items_code_key" ON "price_items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "price_items_category_idx" ON "price_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "price_items_sub_category_idx" ON "price_items" USING btree ("sub_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_points_item_date_key" ON "price_points" USING btree ("item_id","price_date");--> statement-breakpoint
CREATE INDEX "price_points_date_idx" ON "price_points" USING btree ("price_date");