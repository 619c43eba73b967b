CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"lang" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"user_id" uuid,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_lang_check" CHECK ("contact_messages"."lang" in ('zh', 'en'))
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cover_url" text,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"tag" text NOT NULL,
	"date" date NOT NULL,
	"link" text,
	"link_en" text,
	"published" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_items_tag_check" CHECK ("news_items"."tag" in ('platform', 'market', 'product', 'event', 'partner'))
);
--> statement-breakpoint
CREATE TABLE "partner_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company" text NOT NULL,
	"country" text NOT NULL,
	"quote_zh" text NOT NULL,
	"quote_en" text NOT NULL,
	"person" text NOT NULL,
	"role_zh" text DEFAULT '' NOT NULL,
	"role_en" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"published" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_stories_country_check" CHECK ("partner_stories"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "wiki_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"category_id" uuid NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_zh" text DEFAULT '' NOT NULL,
	"search_en" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wiki_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD CONSTRAINT "wiki_articles_category_id_wiki_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."wiki_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD CONSTRAINT "wiki_articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD CONSTRAINT "wiki_articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "news_items_public_idx" ON "news_items" USING btree ("published","date" DESC NULLS FIRST,"sort");--> statement-breakpoint
CREATE INDEX "partner_stories_public_idx" ON "partner_stories" USING btree ("published","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "wiki_articles_slug_key" ON "wiki_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "wiki_articles_list_idx" ON "wiki_articles" USING btree ("published","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wiki_articles_category_idx" ON "wiki_articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "wiki_articles_search_zh_trgm_idx" ON "wiki_articles" USING gin ("search_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wiki_articles_search_en_trgm_idx" ON "wiki_articles" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wiki_articles_search_grams_idx" ON "wiki_articles" USING gin ("search_grams");--> statement-breakpoint
CREATE UNIQUE INDEX "wiki_categories_code_key" ON "wiki_categories" USING btree ("code");