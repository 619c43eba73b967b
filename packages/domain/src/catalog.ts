import { z } from 'zod';
import { INT4_MAX } from './int4.ts';

/** §3 Dictionary data: dictType Country, biz_prescription, DESTINATION PORT, PORT, RAMP. */
export const DICT_TYPES = ['Country', 'biz_prescription', 'DESTINATION PORT', 'PORT', 'RAMP'] as const;
export type TDictType = (typeof DICT_TYPES)[number];
export const PORT_DICT_TYPES = ['PORT', 'DESTINATION PORT', 'RAMP'] as const;

/**
 * dictDataIds are stable (the seed writes them, clients and stored rows keep them), one range per type.
 * §3: "Validity-period item id 872 means Until Sold; the others are in hours".
 */
export const DictId = {
  /** biz_prescription: the ask stays open until it is sold (no end time). */
  UntilSold: 872,
  /** Country: United States; §5 "FAS terms support loading from the US only". */
  CountryUS: 101,
  CountryCN: 102,
} as const;

/** Category status in the RuoYi convention the §7 paths come from: "0" normal, "1" disabled. */
export const CATEGORY_STATUSES = ['0', '1'] as const;

/** `GET /app-v2/sys/category/list` {parentId, status}. parentId 0 = the families; absent = every category. */
export const ZCategoryListQuery = z.object({
  parentId: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  status: z.enum(CATEGORY_STATUSES).default('0'),
});
export type TCategoryListQuery = z.infer<typeof ZCategoryListQuery>;

/** §3 Category (categoryCn, categoryEn) with the tree and trade description. */
export const ZCategory = z.object({
  categoryId: z.number().int(),
  /** 0 for a family (copper, aluminium …), the family's id for a grade. */
  parentId: z.number().int(),
  code: z.string(),
  categoryCn: z.string(),
  categoryEn: z.string(),
  /** categoryCn or categoryEn by appLang. */
  categoryName: z.string(),
  descriptionCn: z.string(),
  descriptionEn: z.string(),
  description: z.string(),
  sort: z.number().int(),
  status: z.enum(CATEGORY_STATUSES),
});
export type TCategory = z.infer<typeof ZCategory>;

/** A category as embedded in asks (§3 Ask detail categoryDict). */
export const ZCategoryDict = z.object({ categoryId: z.number().int(), categoryCn: z.string(), categoryEn: z.string() });
export type TCategoryDict = z.infer<typeof ZCategoryDict>;

/** §3 Dictionary data row; dictLabel is localized by appLang, both labels are given for forms that show both. */
export const ZDictData = z.object({
  dictDataId: z.number().int(),
  dictType: z.enum(DICT_TYPES),
  dictLabel: z.string(),
  dictLabelZh: z.string(),
  dictLabelEn: z.string(),
  /** ISO country code, UN/LOCODE of a port, ramp code, or the validity in hours ("0" for Until Sold). */
  dictValue: z.string(),
  /** The country (ISO alpha-2) a port or ramp is in; null for countries and validity periods. */
  countryCode: z.string().nullable(),
  dictSort: z.number().int(),
  /** WGS 84 position of a port (UN/LOCODE reference data); null where none is known, absent for other types. */
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
});
export type TDictData = z.infer<typeof ZDictData>;

/** The dictionary reference embedded in other rows (§3 originCountryDict, countryDict …). */
export const ZDictRef = z.object({ dictDataId: z.number().int(), dictLabel: z.string(), dictValue: z.string() });
export type TDictRef = z.infer<typeof ZDictRef>;

/** `GET /app-v2/system/dict/data/list` {dictType}. */
export const ZDictListQuery = z.object({ dictType: z.enum(DICT_TYPES) });

/** `POST /app-v2/dictData/getDictDataList`: several dictionaries in one call (a form needs countries, ports, validity). */
export const ZDictBatchRequest = z.object({ dictTypes: z.array(z.enum(DICT_TYPES)).min(1).max(DICT_TYPES.length) });
export const ZDictBatchResponse = z.record(z.string(), z.array(ZDictData));

/** `POST /app-v2/dict/data/portDictList`: port and ramp search for the publish and profile forms. */
export const ZPortSearchRequest = z.object({
  dictType: z.enum(PORT_DICT_TYPES).default('PORT'),
  keyword: z.string().trim().max(50).optional(),
  /** ISO alpha-2: only ports in this country. */
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((v) => v.toUpperCase())
    .optional(),
  pageNum: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type TPortSearchRequest = z.infer<typeof ZPortSearchRequest>;
