import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, smallint, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDictType } from '@scrapbridge/domain/catalog';
import type { TDeduction, TDiscountUnit, TQuoteType } from '@scrapbridge/domain/quote-method';
import { createdAt } from '../columns.ts';

/**
 * The scrap catalogue (§3 Category): families (copper, aluminium …) at the top, ISRI/ReMA grades under them.
 * Integer ids because clients and stored asks refer to them as numbers (§7 /sys/category/list {parentId}).
 */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Null for a family; the family for a grade. */
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    /** Stable code word (seed key, URLs): "barley", "taldon-ubc". */
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** "0" normal, "1" disabled (the RuoYi convention of the §7 paths); disabled ones cannot be chosen for new asks. */
    status: smallint('status').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_code_key').on(t.code),
    index('categories_parent_idx').on(t.parentId, t.sort),
    check('categories_status_check', sql`${t.status} in (0, 1)`),
  ],
);

/**
 * §3 Dictionary data. dictDataId is the primary key and stable (872 = Until Sold is part of the contract), so
 * it is assigned by the seed, not generated.
 */
export const dictData = pgTable(
  'dict_data',
  {
    id: integer('id').primaryKey(),
    dictType: text('dict_type').$type<TDictType>().notNull(),
    value: text('value').notNull(),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull(),
    /** ISO alpha-2 country of a port or ramp. */
    countryCode: text('country_code'),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(0),
    /** WGS 84 position of a port (UN/LOCODE reference data, seed/reference-data.ts); null where none is known. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** What the port search matches (code, English and Chinese name), kept by the database. */
    searchKey: text('search_key').generatedAlwaysAs(sql`lower(value || ' ' || label_en || ' ' || label_zh)`),
  },
  (t) => [
    uniqueIndex('dict_data_type_value_key').on(t.dictType, t.value),
    index('dict_data_type_sort_idx').on(t.dictType, t.sort),
    // Port search over the ~1,600 UN/LOCODE ports of each port type, in zh and en (search-ports.ts).
    index('dict_data_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    check('dict_data_type_check', sql`${t.dictType} in ('Country', 'biz_prescription', 'DESTINATION PORT', 'PORT', 'RAMP')`),
    check('dict_data_status_check', sql`${t.status} in (0, 1)`),
  ],
);

/** §3 Quote method rows (seeded from the domain's QUOTE_METHODS); staff may disable one with status 1. */
export const quoteMethods = pgTable(
  'quote_methods',
  {
    quoteType: text('quote_type').$type<TQuoteType>().primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    supportFormula: boolean('support_formula').notNull(),
    deduction: smallint('deduction').$type<TDeduction>().notNull(),
    discountUnit: text('discount_unit').$type<TDiscountUnit>(),
    /** Comma list of markets it is offered on ("intl", "cn", "intl,cn"). */
    markets: text('markets').notNull(),
    basisZh: text('basis_zh').notNull(),
    basisEn: text('basis_en').notNull(),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(0),
  },
  (t) => [
    check('quote_methods_deduction_check', sql`${t.deduction} in (0, 1, 2)`),
    check('quote_methods_status_check', sql`${t.status} in (0, 1)`),
  ],
);
