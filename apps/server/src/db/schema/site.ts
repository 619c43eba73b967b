import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TNewsTag } from '@scrapbridge/domain/site';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from '../columns.ts';


/** §3 News item, managed by staff, shown in the landing news banner and news section (§2). */
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A file of ours (files module URL) or a path on this site; never a hot-linked image. */
    coverUrl: text('cover_url'),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    tag: text('tag').$type<TNewsTag>().notNull(),
    /** The date shown on the card (a calendar date, not a timestamp). */
    date: date('date', { mode: 'string' }).notNull(),
    link: text('link'),
    linkEn: text('link_en'),
    published: boolean('published').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Serves the public list: published, newest first.
    index('news_items_public_idx').on(t.published, t.date.desc().nullsFirst(), t.sort),
    check('news_items_tag_check', sql`${t.tag} in ('platform', 'market', 'product', 'event', 'partner')`),
  ],
);

/** §2 collaboration stories carousel: a partner's words, managed by staff. */
export const partnerStories = pgTable(
  'partner_stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company: text('company').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    quoteZh: text('quote_zh').notNull(),
    quoteEn: text('quote_en').notNull(),
    person: text('person').notNull(),
    roleZh: text('role_zh').notNull().default(''),
    roleEn: text('role_en').notNull().default(''),
    coverUrl: text('cover_url'),
    published: boolean('published').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('partner_stories_public_idx').on(t.published, t.sort),
    check('partner_stories_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

/** §3 Contact message from the landing form (§5, §7 /contact/save), with who sent it for abuse handling. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    realName: text('real_name').notNull().default(''),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    message: text('message').notNull().default(''),
    lang: text('lang').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The signed-in user who sent it, if any (the form is public). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first is a backward scan of this index (like outbox_created_idx).
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    check('contact_messages_lang_check', sql`${t.lang} in ('zh', 'en')`),
  ],
);

/** Wiki categories: written by the seed (grades by metal, trade terms, pricing, claims, logistics, import, guides). */
export const wikiCategories = pgTable(
  'wiki_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    sort: smallint('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wiki_categories_code_key').on(t.code)],
);

/**
 * Wiki articles (§1 knowledge hub). Bodies are sanitized HTML (sanitized on every write). Search (zh and en):
 * `search_zh` / `search_en` hold the plain text of title, summary, tags and body with trigram GIN indexes for terms
 * of three or more characters (ILIKE '%…%'); `search_grams` holds every one- and two-character gram for shorter
 * terms (铜线, 黄铜), which pg_trgm cannot serve from an index.
 */
export const wikiArticles = pgTable(
  'wiki_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => wikiCategories.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    bodyZh: text('body_zh').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    coverUrl: text('cover_url'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    searchZh: text('search_zh').notNull().default(''),
    searchEn: text('search_en').notNull().default(''),
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    published: boolean('published').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    /** Optimistic lock for staff edits (stale writes answer 110801). */
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wiki_articles_slug_key').on(t.slug),
    index('wiki_articles_list_idx').on(t.published, t.updatedAt.desc().nullsFirst()),
    index('wiki_articles_category_idx').on(t.categoryId),
    index('wiki_articles_search_zh_trgm_idx').using('gin', t.searchZh.op('gin_trgm_ops')),
    index('wiki_articles_search_en_trgm_idx').using('gin', t.searchEn.op('gin_trgm_ops')),
    index('wiki_articles_search_grams_idx').using('gin', t.searchGrams),
  ],
);
