import type { TCategory, TCategoryDict, TDictData, TDictRef } from '@scrapbridge/domain/catalog';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TCategoryRow, TDictRow } from './catalog.repository.ts';

/** Row → §3 Category, names localized by appLang with both languages kept. */
export function toCategory(row: TCategoryRow, lang: TLang): TCategory {
  return {
    categoryId: row.id,
    parentId: row.parentId ?? 0,
    code: row.code,
    categoryCn: row.nameZh,
    categoryEn: row.nameEn,
    categoryName: lang === 'zh' ? row.nameZh : row.nameEn,
    descriptionCn: row.descriptionZh,
    descriptionEn: row.descriptionEn,
    description: lang === 'zh' ? row.descriptionZh : row.descriptionEn,
    sort: row.sort,
    status: row.status === 1 ? '1' : '0',
  };
}

export function toCategoryDict(row: Pick<TCategoryRow, 'id' | 'nameZh' | 'nameEn'>): TCategoryDict {
  return { categoryId: row.id, categoryCn: row.nameZh, categoryEn: row.nameEn };
}

/** Row → §3 Dictionary data, dictLabel localized by appLang. */
export function toDictData(row: TDictRow, lang: TLang): TDictData {
  return {
    dictDataId: row.id,
    dictType: row.dictType,
    dictLabel: lang === 'zh' ? row.labelZh : row.labelEn,
    dictLabelZh: row.labelZh,
    dictLabelEn: row.labelEn,
    dictValue: row.value,
    countryCode: row.countryCode,
    dictSort: row.sort,
    ...(row.dictType === 'PORT' || row.dictType === 'DESTINATION PORT' || row.dictType === 'RAMP' ? { latitude: row.latitude, longitude: row.longitude } : {}),
  };
}

export function toDictRef(row: Pick<TDictRow, 'id' | 'labelZh' | 'labelEn' | 'value'>, lang: TLang): TDictRef {
  return { dictDataId: row.id, dictLabel: lang === 'zh' ? row.labelZh : row.labelEn, dictValue: row.value };
}
